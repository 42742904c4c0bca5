import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { db } from '@/lib/firebase/firestore';
import { MESSAGES } from '@/shared/messages';
import { clubDefaults } from '@/shared/schemas/club';
import { emailLines, type CreateClubForm } from '@/shared/schemas/club-form';
import { clubContactRef, clubRef } from './refs';

/**
 * Creates clubs/{id} with the club defaults and its addresses (clubs/{id}/private/contact) (docs/data-model.md), from 神ページ. The id is checked and claimed in
 * one transaction, so an existing club is refused with a clear message and never overwritten.
 */
export async function createClub(form: CreateClubForm): Promise<{ ok: true } | { ok: false; error: string }> {
  const ref = clubRef(db(), form.id);
  const { emails, ...club } = clubDefaults({
    clubName: form.clubName,
    shortName: form.shortName,
    emails: emailLines(form.emails),
    desc: '',
  });
  try {
    const created = await runTransaction(db(), async (transaction) => {
      if ((await transaction.get(ref)).exists()) return false;
      transaction.set(ref, { ...club, updatedAt: serverTimestamp() });
      transaction.set(clubContactRef(db(), form.id), { emails, updatedAt: serverTimestamp() });
      return true;
    });
    return created ? { ok: true } : { ok: false, error: MESSAGES.clubExists };
  } catch (error) {
    console.error('createClub failed', error);
    return { ok: false, error: writeErrorMessage(error) };
  }
}
