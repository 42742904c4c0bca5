/**
 * Competitions the benches seed on the emulators (admin SDK, so the rules do not slow the set-up):
 * a long run sheet with its live board (live latency, live render) and a club's big lists (scale).
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { boardSchema } from '@/shared/schemas/unit';
import { seedCompe as seedFunctionsCompe } from '../../tests/functions/support';
import type { Unit } from '@/shared/schemas/unit';

/** `count` items of 5 minutes, `entriesPerItem` entries each (ids e0, e1 …); the first one runs. */
export function sheetUnits(count: number, startAt: Date, entriesPerItem = 0): Unit[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `u${String(i + 1).padStart(3, '0')}`,
    order: i,
    title: entriesPerItem ? `第${i + 1}試合 一般男子シングルス 予選リーグ` : `第${i + 1}試合`,
    kind: 'event' as const,
    minutes: 5,
    entryIds: Array.from({ length: entriesPerItem }, (_, k) => `e${i * entriesPerItem + k}`),
    status: i === 0 ? ('running' as const) : ('waiting' as const),
    startedAt: i === 0 ? startAt : null,
    endedAt: null,
    note: '',
  }));
}

/** The entries `sheetUnits` refers to. */
export function sheetEntries(count: number) {
  return Array.from({ length: count }, (_, n) => ({
    id: `e${n}`,
    number: n + 1,
    name: `参加者 ${n + 1}番`,
    registId: `r${String(n).padStart(19, '0')}`,
  }));
}

/** A published competition of the sakura club (tests/functions' seedCompe) and its link. */
async function seedCompe(db: Firestore, compeId: string, title: string, eventedAt: Date): Promise<void> {
  await seedFunctionsCompe(compeId, { title, shortTitle: '計測', eventedAt, venue: '計測会場' });
  await db.collection('clubs').doc('sakura').collection('links').doc(compeId).set({
    compeId,
    title,
    shortTitle: '計測',
    eventedAt,
    published: true,
  });
}

/** One accepted registration as submitRegist stores it: id p0000…, address {id}@example.com. */
export function benchRegist(n: number): [string, Record<string, unknown>] {
  const id = `p${String(n).padStart(4, '0')}`;
  return [
    id,
    {
      name: `参加 ${id}`,
      kana: 'さんか',
      email: `${id}@example.com`,
      phone: '090-0000-0000',
      answers: {},
      status: 'accepted',
      ticketId: `ticket-${id}-0000000000000`,
      number: n + 1,
      createdAt: new Date(),
      checkedInAt: null,
    },
  ];
}

/** Writes `docs` in batches of 400 (Firestore's limit is 500 writes a batch). */
export async function writeAll(db: Firestore, docs: [string, object][]): Promise<void> {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [docPath, data] of docs.slice(i, i + 400)) batch.set(db.doc(docPath), data);
    await batch.commit();
  }
}

/** A competition with a run sheet of `items` items and its published live board. */
export async function seedRunSheetCompe(
  db: Firestore,
  { compeId, items, entriesPerItem = 0 }: { compeId: string; items: number; entriesPerItem?: number },
): Promise<void> {
  const startAt = new Date();
  startAt.setSeconds(0, 0);
  await seedCompe(db, compeId, 'ライブ計測大会', startAt);
  const units = sheetUnits(items, startAt, entriesPerItem);
  const entries = sheetEntries(items * entriesPerItem);
  const base = `compes/${compeId}`;
  await writeAll(db, [
    ...units.map(({ id, ...unit }): [string, object] => [`${base}/units/${id}`, unit]),
    ...entries.map(({ id, ...entry }): [string, object] => [
      `${base}/entries/${id}`,
      { ...entry, kana: 'さんかしゃ', affiliation: '', category: '', memo: '' },
    ]),
  ]);
  const board = buildBoard({ startAt, units, entries, notice: '', now: startAt });
  await db.doc(`${base}/live/board`).set(z.encode(boardSchema, { ...board, updatedAt: new Date() }));
}

/** A competition with `count` registrations (accepted) and as many entries linked to them. */
export async function seedBigLists(db: Firestore, compeId: string, count: number): Promise<void> {
  const startAt = new Date(Date.now() + 7 * 86_400_000);
  await seedCompe(db, compeId, '大人数計測大会', startAt);
  const base = `compes/${compeId}`;
  const docs: [string, object][] = [];
  for (let n = 0; n < count; n += 1) {
    const [id, regist] = benchRegist(n);
    docs.push([`${base}/regists/${id}`, regist]);
    docs.push([
      `${base}/entries/entry-${id}`,
      {
        number: n + 1,
        name: `参加 ${id}`,
        kana: 'さんか',
        affiliation: `クラブ${n % 40}`,
        category: n % 2 ? '一般' : 'シニア',
        memo: '',
        registId: id,
      },
    ]);
  }
  await writeAll(db, docs);
}
