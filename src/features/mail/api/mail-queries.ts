import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useCollection, useDocument } from '@/lib/firebase/hooks';
import { entrySchema } from '@/shared/schemas/entry';
import { mailboxSchema, mailSchema } from '@/shared/schemas/mail';
import { registSchema } from '@/shared/schemas/regist';

/** How many sent mails the sidebar lists (newest first). */
export const MAILBOX_LIMIT = 50;

/** The club's sent mails, newest first: the mailbox sidebar. The rules need the clubId filter. */
export function useMailbox(clubId: string) {
  return useCollection(
    `mailbox:${clubId}`,
    () =>
      query(
        collection(db(), 'mailbox'),
        where('clubId', '==', clubId),
        orderBy('sentAt', 'desc'),
        limit(MAILBOX_LIMIT),
      ),
    mailboxSchema,
  );
}

/** One sent mail, live (its totals move while it is being sent). */
export function useMailboxEntry(mailId: string) {
  return useDocument(`mailbox-entry:${mailId}`, () => doc(db(), 'mailbox', mailId), mailboxSchema);
}

/** Every recipient's message of one sent mail, live: the result cards. */
export function useMailboxMails(clubId: string, mailId: string) {
  return useCollection(
    `mailbox-mails:${clubId}:${mailId}`,
    () => query(collection(db(), 'mails'), where('clubId', '==', clubId), where('mailboxId', '==', mailId)),
    mailSchema,
  );
}

/**
 * The competition's registrations and entries, live, while composing: the recipient count and the
 * preview come from them (the function selects from the same documents when it sends).
 */
export function useAudienceSource(compeId: string | null) {
  const regists = useCollection(
    compeId ? `mail-regists:${compeId}` : null,
    () => query(collection(db(), 'compes', compeId as string, 'regists'), orderBy('number')),
    registSchema,
  );
  const entries = useCollection(
    compeId ? `mail-entries:${compeId}` : null,
    () => collection(db(), 'compes', compeId as string, 'entries'),
    entrySchema,
  );
  return { regists, entries };
}
