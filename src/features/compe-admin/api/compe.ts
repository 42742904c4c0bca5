import { deleteField, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { clearLoaderCache } from '../../../lib/use-loader';
import type { fromSettingsForm } from '../schemas';
import { useStaffCompe } from '../../../components/staff-compe-gate';

export function useCompe(compeId: string) {
  return useStaffCompe(compeId);
}

type Settings = ReturnType<typeof fromSettingsForm>;
const orDelete = (value: string | undefined) => (value === undefined ? deleteField() : value);

/**
 * Saves 大会設定 and keeps the link in step (title, date, publish) in the same batch. Registration
 * settings are written field by field so `regist.count`, which only functions change, is untouched.
 */
export async function saveCompeSettings(clubId: string, compeId: string, s: Settings): Promise<void> {
  const batch = writeBatch(db());
  batch.update(doc(db(), 'compes', compeId), {
    title: s.title,
    shortTitle: s.shortTitle,
    eventedAt: s.eventedAt,
    venue: s.venue,
    desc: s.desc,
    published: s.published,
    'regist.opensAt': s.regist.opensAt,
    'regist.closesAt': s.regist.closesAt,
    'regist.capacity': s.regist.capacity,
    'regist.waitlist': s.regist.waitlist,
    'regist.approval': s.regist.approval,
    'regist.fields': s.regist.fields,
    'live.meetingUrl': orDelete(s.live.meetingUrl),
    'live.meetingId': orDelete(s.live.meetingId),
    'live.passcode': orDelete(s.live.passcode),
    'live.notice': s.live.notice,
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db(), 'clubs', clubId, 'links', compeId), {
    title: s.title,
    shortTitle: s.shortTitle,
    eventedAt: s.eventedAt,
    published: s.published,
  });
  await batch.commit();
  forgetPublicReads(clubId);
}

/** Public one-shot reads are cached per page load; after a change, the club's lists read afresh. */
export function forgetPublicReads(clubId: string): void {
  clearLoaderCache(`club-compes:${clubId}`);
  clearLoaderCache('compes:upcoming');
}

export async function setPosterPath(compeId: string, posterPath: string): Promise<void> {
  const batch = writeBatch(db());
  batch.update(doc(db(), 'compes', compeId), { posterPath, updatedAt: serverTimestamp() });
  await batch.commit();
}

/**
 * Deletes the competition, its link and its live board. Registrations stay on the server for the
 * record (no client may delete them) and become unreachable with the competition.
 */
export async function deleteCompe(clubId: string, compeId: string): Promise<void> {
  const batch = writeBatch(db());
  batch.delete(doc(db(), 'compes', compeId, 'live', 'board'));
  batch.delete(doc(db(), 'clubs', clubId, 'links', compeId));
  batch.delete(doc(db(), 'compes', compeId));
  await batch.commit();
  forgetPublicReads(clubId);
}
