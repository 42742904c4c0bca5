import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { clubDefaults } from '@/shared/schemas/club';
import { emailLines, type CreateClubForm } from '@/shared/schemas/club-form';
import { clubContactRef, clubRef } from './refs';

/** A club with this id exists already: nothing was written. */
export class ClubExistsError extends Error {
  constructor(readonly clubId: string) {
    super(`club ${clubId} exists`);
    this.name = 'ClubExistsError';
  }
}

/**
 * Creates clubs/{id} with the club defaults and its addresses (clubs/{id}/private/contact) (docs/data-model.md), from 神ページ. The id is checked and claimed in
 * one transaction, so an existing club is refused (ClubExistsError) and never overwritten; any other
 * failure throws what Firestore throws (docs/development.md "Errors from writes").
 */
export async function createClub(form: CreateClubForm): Promise<void> {
  const ref = clubRef(db(), form.id);
  const { emails, ...club } = clubDefaults({
    clubName: form.clubName,
    shortName: form.shortName,
    emails: emailLines(form.emails),
    desc: '',
  });
  const created = await runTransaction(db(), async (transaction) => {
    if ((await transaction.get(ref)).exists()) return false;
    transaction.set(ref, { ...club, updatedAt: serverTimestamp() });
    transaction.set(clubContactRef(db(), form.id), { emails, updatedAt: serverTimestamp() });
    return true;
  });
  if (!created) throw new ClubExistsError(form.id);
}
