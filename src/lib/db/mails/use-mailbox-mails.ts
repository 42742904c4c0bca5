import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { mailSchema } from '@/shared/schemas/mail';
import { mailboxMails } from './refs';

/** Every recipient's message of one sent mail, live: the result cards. The rules need the clubId filter. */
export function useMailboxMails(clubId: string, mailId: string) {
  return useCollection(
    `mailbox-mails:${clubId}:${mailId}`,
    () => mailboxMails(db(), clubId, mailId),
    mailSchema,
  );
}
