import { useMemo } from 'react';
import { db } from '@/lib/firebase/firestore';
import { useCollection, type Live } from '@/lib/firebase/hooks';
import { mailSchema, type Mail } from '@/shared/schemas/mail';
import { lastMailByRegist } from '@/shared/last-mail';
import { compeMails } from './refs';

/**
 * The last mail to each registration of one competition, live: registId → its newest `mails`
 * document. One listener per page (参加申込リスト, エントリー). The rules let staff read mails of their
 * club only, so the query must say clubId == clubId for them to allow it.
 */
export function useLastMails(clubId: string, compeId: string): Live<ReadonlyMap<string, Mail>> {
  const mails = useCollection(
    `last-mails:${clubId}:${compeId}`,
    () => compeMails(db(), clubId, compeId),
    mailSchema,
  );
  return useMemo(
    () => (mails.status === 'ready' ? { status: 'ready', data: lastMailByRegist(mails.data) } : mails),
    [mails],
  );
}
