import { db } from '@/lib/firebase/firestore';
import { useCollection, useDocument } from '@/lib/firebase/hooks';
import { mailboxSchema } from '@/shared/schemas/mail';
import { clubMailbox, mailboxEntryRef } from './refs';

/** How many sent mails the sidebar lists (newest first). */
export const MAILBOX_LIMIT = 50;

/** The club's sent mails, newest first: the mailbox sidebar. The rules need the clubId filter. */
export function useMailbox(clubId: string) {
  return useCollection(`mailbox:${clubId}`, () => clubMailbox(db(), clubId, MAILBOX_LIMIT), mailboxSchema);
}

/** One sent mail, live (its totals move while it is being sent). */
export function useMailboxEntry(mailId: string) {
  return useDocument(`mailbox-entry:${mailId}`, () => mailboxEntryRef(db(), mailId), mailboxSchema);
}
