import { deleteField, getCountFromServer, serverTimestamp, writeBatch } from 'firebase/firestore';
import { compeRef } from '@/lib/db/compes/refs';
import { linkRef } from '@/lib/db/links/refs';
import { activeRegists, registsRef } from '@/lib/db/regists/refs';
import { callCancelCompe, callDeleteCompe } from '@/lib/firebase/functions';
import type { CancelCompeRequest, CancelCompeResponse } from '@/shared/schemas/callables';
import { db } from '@/lib/firebase/firestore';
import { clearLoaderCache } from '@/lib/use-loader';
import type { fromSettingsForm } from '@/shared/schemas/compe-form';

type Settings = ReturnType<typeof fromSettingsForm>;
const orDelete = (value: string | undefined) => (value === undefined ? deleteField() : value);

/**
 * Saves 大会設定 and keeps the link in step (title, date, publish) in the same batch. Registration
 * settings are written field by field so `regist.count`, which only functions change, is untouched.
 */
export async function saveCompeSettings(clubId: string, compeId: string, s: Settings): Promise<void> {
  const batch = writeBatch(db());
  batch.update(compeRef(db(), compeId), {
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
  batch.update(linkRef(db(), clubId, compeId), {
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
  batch.update(compeRef(db(), compeId), { posterPath, updatedAt: serverTimestamp() });
  await batch.commit();
}

/**
 * 大会を削除 (the deleteCompe function): only a competition nobody applied to; its run sheet,
 * entries and link go with it and its id is never given out again.
 */
export async function deleteCompe(clubId: string, compeId: string): Promise<void> {
  await callDeleteCompe({ compeId });
  forgetPublicReads(clubId);
}

/**
 * 大会を中止 (the cancelCompe function): the competition is marked 中止 (records kept) and everyone
 * still taking part is mailed, `note` included. One request id per dialog: a retry after a
 * dropped answer sends nothing twice.
 */
export async function cancelCompe(
  clubId: string,
  request: Omit<CancelCompeRequest, 'origin'>,
): Promise<CancelCompeResponse> {
  const result = await callCancelCompe({ ...request, origin: window.location.origin });
  forgetPublicReads(clubId);
  return result;
}

/** A request id for one cancel dialog: 32 random URL-safe characters (a document id). */
export const newCancelRequestId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * How many registrations a cancellation would tell (all but cancelled and rejected ones: the
 * mail's audience `all`) and how many exist at all (deleting needs none). Two count queries: the
 * registrations themselves stay on the server.
 */
export async function countRegists(compeId: string): Promise<{ active: number; total: number }> {
  const [active, total] = await Promise.all([
    getCountFromServer(activeRegists(db(), compeId)),
    getCountFromServer(registsRef(db(), compeId)),
  ]);
  return { active: active.data().count, total: total.data().count };
}
