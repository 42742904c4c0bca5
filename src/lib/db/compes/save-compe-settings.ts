import { deleteField, serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { linkRef } from '@/lib/db/links/refs';
import { db, keepsWritesOnDevice } from '@/lib/firebase/firestore';
import { writeBoard, type BoardRefresh } from '@/lib/db/board/board-refresh';
import { answeredOrQueued, type WriteOutcome } from '@/lib/sync/answered-or-queued';
import type { fromSettingsForm } from '@/shared/schemas/compe-form';
import { forgetPublicReads } from './forget-public-reads';
import { compeRef } from './refs';

/** 大会設定 as written: what the settings form gives (fromSettingsForm). */
export type CompeSettings = ReturnType<typeof fromSettingsForm>;
const orDelete = (value: string | undefined) => (value === undefined ? deleteField() : value);

/**
 * Saves 大会設定 and keeps the link in step (title, date, publish) in the same batch. Registration
 * settings are written field by field so `regist.count`, which only functions change, is untouched.
 * 部門 and 会場の台 are written whole (the page shows and edits all of them).
 *
 * The live board goes in the same batch when the start time or the notice it shows changes
 * (`refreshBoard`, lib/db/board/board-refresh.ts), so ライブ and the tickets' 出番の目安 follow at
 * once instead of at 進行表's next save.
 *
 * Resolves once the batch is answered, or — on a device that keeps its writes — once it is plainly
 * queued (offline: at once), so the page says 保存しました offline too; the ledger counts it until
 * it is sent and the offline bar reports a later refusal (docs/venue-mode.md).
 */
export async function saveCompeSettings(
  clubId: string,
  compeId: string,
  s: CompeSettings,
  refreshBoard: BoardRefresh | null = null,
): Promise<WriteOutcome> {
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
    // 部門 and 会場の台 (docs/data-model.md): none stored rather than empty ones.
    divisions: s.divisions.length > 0 ? s.divisions : deleteField(),
    divisionLimit: s.divisionLimit ?? deleteField(),
    hall: s.hall ?? deleteField(),
    updatedAt: serverTimestamp(),
  });
  batch.update(linkRef(db(), clubId, compeId), {
    title: s.title,
    shortTitle: s.shortTitle,
    eventedAt: s.eventedAt,
    published: s.published,
  });
  const board = refreshBoard?.({ startAt: s.eventedAt, notice: s.live.notice }) ?? null;
  if (board) writeBoard(batch, compeId, board);
  const outcome = await answeredOrQueued(batch.commit(), { keptOnDevice: keepsWritesOnDevice() });
  forgetPublicReads(clubId);
  return outcome;
}
