import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session/session';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { withMui } from '@/components/with-mui';
import { ticketAccess } from '../api/ticket-access';
import { TicketCancel } from './ticket-cancel';

// Staff code (drawn with MUI, and the full Firestore writes) only for signed-in staff.
const StaffCheckIn = lazy(withMui(() => import('./staff-check-in')));

/**
 * What the viewer may do beside printing: the participant cancels, staff of the club check in
 * (docs/product.md §5). Nothing shows before Auth has said who the viewer is, which is after first
 * paint anyway, so this whole part loads lazily too.
 */
export default function TicketActions({
  ticket,
  onCancelled,
}: {
  ticket: RegistTicket;
  onCancelled: () => void;
}) {
  // The ticket and its QR code come first; who is looking (staff check-in or the participant's cancel)
  // is decided once Auth has loaded after them.
  const { session } = useSession({ deferred: true });
  const access = ticketAccess(session, ticket.clubId);
  const participantCancel = (
    <TicketCancel ticketId={ticket.id} status={ticket.status} onCancelled={onCancelled} />
  );
  if (access === 'participant') return participantCancel;
  const indieUid = access === 'indieOwner?' ? session.user?.uid : undefined;
  if (access !== 'staff' && !indieUid) return null;
  return (
    <Suspense fallback={null}>
      <StaffCheckIn ticket={ticket} indieUid={indieUid} otherwise={participantCancel} />
    </Suspense>
  );
}
