import { deleteField, doc, runTransaction, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc, writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { keptResultTime } from '@/shared/play/match-lengths';
import { stageDrawn, type StageFields } from '@/shared/schemas/stage-form';
import { newStageRef, stageChangesRef, stageRef } from './refs';

/**
 * What the stage dialog edits; the draw, pairings, results and calls are the play's own. Tables are
 * optional: a stage added without them plays on none (台, calls confirmed by staff).
 */
export type StageSettings = Omit<
  Stage,
  | 'id'
  | 'draw'
  | 'pairings'
  | 'results'
  | 'tables'
  | 'status'
  | 'tableCount'
  | 'tableLabel'
  | 'autoCall'
  | 'autoConfirm'
> &
  Partial<Pick<Stage, 'tableCount' | 'tableLabel' | 'autoCall' | 'autoConfirm'>>;

/** Adds a stage with nothing drawn yet. Returns its id. */
export async function createStage(compeId: string, settings: StageSettings): Promise<string> {
  const ref = newStageRef(db(), compeId);
  await setDoc(ref, {
    tableCount: 0,
    tableLabel: '台',
    autoCall: false,
    autoConfirm: false,
    ...settings,
    draw: [],
    pairings: {},
    results: {},
    tables: {},
    status: 'draft',
  });
  return ref.id;
}

/**
 * The stage was drawn (or a result entered) by someone else between the page showing it and this
 * write: what only the time before the draw allows was not written.
 */
export class StageDrawnError extends Error {
  constructor() {
    super('stage drawn meanwhile');
    this.name = 'StageDrawnError';
  }
}

/** Whether the stored stage (as read in a transaction) is drawn: schemas/stage-form.ts stageDrawn. */
const drawnNow = (data: DocumentData | undefined) =>
  !data ||
  stageDrawn({
    draw: Array.isArray(data.draw) ? data.draw : [],
    pairings: (data.pairings as Record<string, number[]> | undefined) ?? {},
    status: data.status as Stage['status'],
  });

/**
 * Writes `fields` only if the stage is still before its draw, checked in a transaction: an entrant
 * list or a format written after 組み合わせを作成 would no longer fit the draw, which refers to
 * entrants by their place in the list. A transaction cannot be queued offline; these are written
 * while preparing, not in the venue's rush (a result is a plain update, queued when offline).
 */
async function updateBeforeDraw(compeId: string, stageId: string, fields: DocumentData): Promise<void> {
  const ref = stageRef(db(), compeId, stageId);
  await runTransaction(db(), async (transaction) => {
    const snap = await transaction.get(ref);
    if (drawnNow(snap.data())) throw new StageDrawnError();
    transaction.update(ref, fields);
  });
}

/**
 * 「設定を変更」: saves a stage's settings. `beforeDraw`: the fields include what may change only
 * before the draw (format, groups, seeds, where the entrants come from, the entrants themselves), so
 * they are written only if the stage is still undrawn (else StageDrawnError). After the draw the page
 * sends only what leaves the matches intact (schemas/stage-form.ts STAGE_FIELDS_AFTER_DRAW), a plain
 * update, with `calls`: under 自動, the tables just added (or freed by turning 自動 on) take their
 * next matches in the same write, as a result's calls do.
 */
export async function updateStageSettings(
  compeId: string,
  stageId: string,
  fields: Partial<StageFields> & { entrants?: Stage['entrants'] },
  { beforeDraw, calls = [] }: { beforeDraw: boolean; calls?: readonly TableCall[] },
): Promise<void> {
  if (beforeDraw) return updateBeforeDraw(compeId, stageId, { ...fields });
  await updateDoc(stageRef(db(), compeId, stageId), { ...fields, ...callFields(calls) });
}

/**
 * 出場者・シード順: the entrants in seed order (moved by hand, taken out, or re-read from エントリー),
 * only while the stage is undrawn. Each entrant is written with exactly its keys: id, name,
 * affiliation and, when known, the people behind it (`persons`, docs/data-model.md), which a move
 * by hand must not lose.
 */
export async function saveEntrants(
  compeId: string,
  stageId: string,
  entrants: readonly Stage['entrants'][number][],
): Promise<void> {
  await updateBeforeDraw(compeId, stageId, {
    entrants: entrants.map(({ id, name, affiliation, persons }) =>
      persons ? { id, name, affiliation, persons: [...persons] } : { id, name, affiliation },
    ),
  });
}

/**
 * 組み合わせを取り消す: back to before the draw, so the structure can change again. Only without
 * results (checked again here): they would be lost. A stage taking a league's qualifiers forgets
 * them too; they are read again at the next draw.
 */
export async function clearDraw(compeId: string, stageId: string, fromLeague: boolean): Promise<void> {
  const ref = stageRef(db(), compeId, stageId);
  await runTransaction(db(), async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data || Object.keys((data.results as object | undefined) ?? {}).length > 0)
      throw new StageHasResultsError();
    transaction.update(ref, {
      draw: [],
      pairings: {},
      results: {},
      tables: {},
      status: 'draft',
      ...(fromLeague ? { entrants: [] } : {}),
    });
  });
}

/** 組み合わせを取り消す after a result was entered (by someone else, meanwhile). */
export class StageHasResultsError extends Error {
  constructor() {
    super('stage has results');
    this.name = 'StageHasResultsError';
  }
}

/** A call to write: this match to this table (its time is the server's, like a result's). */
export interface TableCall {
  matchId: string;
  table: number;
}

/**
 * A call as stored: when it was made is the server's time, the same clock as the result's `at`, so
 * call → result is the match's length (shared/play/match-lengths.ts reads both).
 */
const stored = (call: TableCall) => ({ table: call.table, at: serverTimestamp() });

/** The calls as field updates of the stage (`tables.W1-2`), one field each like the results. */
const callFields = (calls: readonly TableCall[]) =>
  Object.fromEntries(calls.map((call) => [`tables.${call.matchId}`, stored(call)]));

/**
 * 組み合わせを作成: the bracket positions or league groups (and the draw number they came from),
 * or for a Swiss stage its first round. Any results and calls of an earlier draw go: they were for
 * other matches. With 自動呼び出し, `calls` are the new draw's first calls, written with it.
 */
export async function saveDraw(
  compeId: string,
  stageId: string,
  draw: {
    draw: number[];
    drawSeed: number;
    pairings?: Record<string, number[]>;
    entrants?: Stage['entrants'];
    calls?: readonly TableCall[];
  },
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), {
    // A 決勝トーナメント's entrants are the league's qualifiers, known only now.
    ...(draw.entrants ? { entrants: draw.entrants } : {}),
    draw: draw.draw,
    drawSeed: draw.drawSeed,
    pairings: draw.pairings ?? {},
    results: {},
    tables: Object.fromEntries((draw.calls ?? []).map((call) => [call.matchId, stored(call)])),
    status: 'running',
  });
}

/** スイス式: adds the next round's pairings (a, b, a, b … as entrant indices), and with 自動呼び出し its first calls. */
export async function saveSwissRound(
  compeId: string,
  stageId: string,
  round: number,
  pairs: number[],
  calls: readonly TableCall[] = [],
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { [`pairings.${round}`]: pairs, ...callFields(calls) });
}

/** 呼び出す / すべて呼び出す: puts matches on tables, now. */
export async function callMatches(
  compeId: string,
  stageId: string,
  calls: readonly TableCall[],
): Promise<void> {
  if (calls.length === 0) return;
  await updateDoc(stageRef(db(), compeId, stageId), callFields(calls));
}

/**
 * 台を移動: the match goes to another table. It keeps the time it was called (it may be under way;
 * its length still counts from the call).
 */
export async function moveMatch(
  compeId: string,
  stageId: string,
  matchId: string,
  call: { table: number; at: Date },
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { [`tables.${matchId}`]: call });
}

/** 呼び出し取り消し: the match leaves its table and goes back to the next calls. */
export async function uncallMatch(compeId: string, stageId: string, matchId: string): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { [`tables.${matchId}`]: deleteField() });
}

export interface ResultChange {
  matchId: string;
  /** The result as it was (null: none), and as it is now (null: cleared). */
  before: StageResult | null;
  after: Omit<StageResult, 'at'> | null;
  /** Matches further on whose stored result stops counting because of this change. */
  affected: string[];
  uid: string;
  /**
   * Table entries that change with this result (shared/play/tables.ts callsWithResult): the next
   * calls to the freed tables with 自動呼び出し, and null for a match sent back to the queue.
   */
  calls?: Readonly<Record<string, TableCall | null>>;
  /**
   * Table entries of other stages that change with it, by stage (shared/play/floor.ts): another
   * 部門's match called to the hall table this result freed, in the same batch.
   */
  elsewhere?: FloorCallUpdates;
}

/** Table entries to write, by stage then match: a call (at: server time) or null to take it back. */
export type FloorCallUpdates = Readonly<Record<string, Readonly<Record<string, TableCall | null>>>>;

const tableFields = (calls: Readonly<Record<string, TableCall | null>>) =>
  Object.fromEntries(
    Object.entries(calls).map(([matchId, call]) => [
      `tables.${matchId}`,
      call ? stored(call) : deleteField(),
    ]),
  );

/**
 * 結果を入力 / 確定 / 訂正: one result written as its own field of the stage (two staff, or a queued
 * write from a phone, never overwrite each other's matches) and the change log entry beside it, in
 * one batch: who, when, before and after, and what it changed downstream. The calls it causes go in
 * the same update, so no viewer ever sees the freed table empty while a match waits for it, and a
 * result queued offline brings its calls with it (docs/play.md "Tables and calls"). The result's
 * time is when it was first entered for these sides (keptResultTime): 確定 and corrections keep it.
 */
export async function recordResult(compeId: string, stageId: string, change: ResultChange): Promise<void> {
  const batch = writeBatch(db());
  batch.update(stageRef(db(), compeId, stageId), {
    [`results.${change.matchId}`]: change.after
      ? { ...change.after, at: keptResultTime(change.before, change.after) ?? serverTimestamp() }
      : deleteField(),
    ...tableFields(change.calls ?? {}),
  });
  for (const [otherId, calls] of Object.entries(change.elsewhere ?? {})) {
    if (otherId !== stageId && Object.keys(calls).length > 0)
      batch.update(stageRef(db(), compeId, otherId), tableFields(calls));
  }
  batch.set(doc(stageChangesRef(db(), compeId, stageId)), {
    matchId: change.matchId,
    before: change.before,
    after: change.after,
    affected: change.affected,
    by: change.uid,
    at: serverTimestamp(),
  });
  await batch.commit();
}

/**
 * The floor's own settling (shared/play/floor.ts floorRepair, a rest that ended): calls taken back
 * and made across stages, in one batch so no viewer sees half of it.
 */
export async function writeFloorCalls(compeId: string, updates: FloorCallUpdates): Promise<void> {
  const batch = writeBatch(db());
  let writes = 0;
  for (const [stageId, calls] of Object.entries(updates)) {
    if (Object.keys(calls).length === 0) continue;
    batch.update(stageRef(db(), compeId, stageId), tableFields(calls));
    writes += 1;
  }
  if (writes > 0) await batch.commit();
}

/** Marks a stage finished (or running again). */
export async function setStageStatus(
  compeId: string,
  stageId: string,
  status: Stage['status'],
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { status });
}

export async function deleteStage(compeId: string, stageId: string): Promise<void> {
  await deleteDoc(stageRef(db(), compeId, stageId));
}
