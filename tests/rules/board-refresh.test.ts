/**
 * 大会設定 and エントリー write the live board in the same batch as their change (lib/db/board/
 * board-refresh.ts, docs/run-sheet-and-live.md "When the board falls behind"): each write of the
 * batch is checked on its own, and the batch passes or fails whole. These batches, shaped as the
 * pages send them, must pass for staff and fail whole for anyone else.
 */
import { deleteField, doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { reset, setUpFirestoreEnv } from './support/emulator';
import { CLUB, dbAs } from './support/roles';
import { board, boardUnit, compe, entry, link, PUBLISHED } from './support/world';

setUpFirestoreEnv();

const LATER = Timestamp.fromDate(new Date('2026-07-12T01:00:00Z'));
const boardRef = (db: Firestore) => doc(db, 'compes', PUBLISHED, 'live', 'board');
const entryRef = (db: Firestore) => doc(db, 'compes', PUBLISHED, 'entries', 'entry0001');

beforeEach(async () => {
  await reset({
    [`compes/${PUBLISHED}`]: compe(),
    [`clubs/${CLUB}/links/${PUBLISHED}`]: link(PUBLISHED),
    [`compes/${PUBLISHED}/entries/entry0001`]: entry(),
    [`compes/${PUBLISHED}/live/board`]: board(),
  });
});

/** 大会設定 with a new start time and notice: the competition, its link and the board (saveCompeSettings). */
function settingsBatch(db: Firestore) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'compes', PUBLISHED), {
    eventedAt: LATER,
    'live.notice': '開始を1時間遅らせます',
    'live.meetingId': deleteField(),
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db, 'clubs', CLUB, 'links', PUBLISHED), { eventedAt: LATER });
  batch.set(boardRef(db), board(serverTimestamp(), { startAt: LATER, notice: '開始を1時間遅らせます' }));
  return batch;
}

/** エントリー: a renamed entry and the board that lists it (saveEntry). */
function renameBatch(db: Firestore) {
  const batch = writeBatch(db);
  // Every field of isEntry but registId, which an edit leaves as it is.
  const { number, name, kana, affiliation, category, memo } = entry({ name: '山田太郎丸' });
  batch.update(entryRef(db), { number, name, kana, affiliation, category, memo });
  batch.set(
    boardRef(db),
    board(serverTimestamp(), {
      units: [
        boardUnit({ entries: [{ id: 'entry0001', number: 1, name: '山田太郎丸', registId: 'regist0001' }] }),
      ],
    }),
  );
  return batch;
}

/** エントリー: a deleted entry, and the board without it (deleteEntry). */
function deleteBatch(db: Firestore) {
  const batch = writeBatch(db);
  batch.delete(entryRef(db));
  batch.set(boardRef(db), board(serverTimestamp(), { units: [boardUnit({ entries: [] })] }));
  return batch;
}

describe('the board refreshed with 大会設定 and エントリー, in one batch', () => {
  it('staff save each', async () => {
    await assertSucceeds(settingsBatch(dbAs('staff')).commit());
    await assertSucceeds(renameBatch(dbAs('staff')).commit());
    await assertSucceeds(deleteBatch(dbAs('staff')).commit());
  });

  it('anyone else is refused the whole batch', async () => {
    for (const role of ['stranger', 'otherStaff'] as const) {
      await assertFails(settingsBatch(dbAs(role)).commit());
      await assertFails(renameBatch(dbAs(role)).commit());
      await assertFails(deleteBatch(dbAs(role)).commit());
    }
  });

  it('a board that is not the server’s time fails the batch, the change with it', async () => {
    const db = dbAs('staff');
    const batch = writeBatch(db);
    batch.update(entryRef(db), { name: '山田太郎丸' });
    batch.set(boardRef(db), board(LATER));
    await assertFails(batch.commit());
  });
});
