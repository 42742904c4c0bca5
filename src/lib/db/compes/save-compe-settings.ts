import { deleteField, serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { linkRef } from '@/lib/db/links/refs';
import { db } from '@/lib/firebase/firestore';
import type { fromSettingsForm } from '@/shared/schemas/compe-form';
import { forgetPublicReads } from './forget-public-reads';
import { compeRef } from './refs';

/** 大会設定 as written: what the settings form gives (fromSettingsForm). */
export type CompeSettings = ReturnType<typeof fromSettingsForm>;
const orDelete = (value: string | undefined) => (value === undefined ? deleteField() : value);

/**
 * Saves 大会設定 and keeps the link in step (title, date, publish) in the same batch. Registration
 * settings are written field by field so `regist.count`, which only functions change, is untouched.
 */
export async function saveCompeSettings(clubId: string, compeId: string, s: CompeSettings): Promise<void> {
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
