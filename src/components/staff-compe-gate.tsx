import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session/session';
import type { Live } from '@/lib/firebase/hooks';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { PageLoading } from './page-loading';

/**
 * The competition menu's pages (大会設定, エントリー, 進行表, 参加申込リスト) show their competition only
 * when it belongs to the club in the URL and, in `indie`, to the signed-in owner: a published indie
 * competition is readable by anyone, but only its owner runs it. The rules refuse the writes
 * anyway; this says so before anyone types.
 */
export function StaffCompeGate({
  clubId,
  compe,
  children,
}: {
  clubId: string;
  /** useStaffCompe(compeId) (lib/db/compes). */
  compe: Live<Compe | null>;
  children: (compe: Compe) => ReactNode;
}) {
  const { session } = useSession();
  if (compe.status === 'loading') return <PageLoading />;
  // The rules refuse a deleted competition and someone else's unpublished one alike (a missing
  // document has no club to be staff of): both are "not found" here, not a failed load.
  const refused =
    compe.status === 'error' && (compe.error as { code?: unknown }).code === 'permission-denied';
  if (compe.status === 'error' && !refused) return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  if (refused || !compe.data || compe.data.clubId !== clubId) {
    return <Alert severity="warning">{STAFF_MESSAGES.compeMissing}</Alert>;
  }
  if (clubId === INDIE_CLUB_ID && compe.data.owner !== session.user?.uid) {
    return <Alert severity="warning">{STAFF_MESSAGES.indieNotOwner}</Alert>;
  }
  return children(compe.data);
}
