import {
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc, writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { keptResultTime } from '@/shared/play/match-lengths';
import { stageDrawn, type StageFields } from '@/shared/schemas/stage-form';
import { callPlaces, hallCallKey, onlyStage } from '@/shared/play/hall-calls';
import { hallCallsRef, newStageRef, stageChangesRef, stageRef } from './refs';

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
  await commitWithCalls(compeId, stageId, { ...fields }, { [stageId]: callMap(calls) });
}

/**
 * 出場者・シード順: the entrants in seed order (moved by hand, taken out, or re-read from エントリー),
 * only while the stage is undrawn. Each entrant is written with exactly its keys: id, name,
 * affiliation and, when known, the people behind it (`persons`, docs/data-model.md) and a team's
 * roster (`members`, docs/play.md "Team ties"), which a move by hand must not lose.
 */
export async function saveEntrants(
  compeId: string,
  stageId: string,
  entrants: readonly Stage['entrants'][number][],
): Promise<void> {
  await updateBeforeDraw(compeId, stageId, {
    entrants: entrants.map(({ id, name, affiliation, persons, members }) => ({
      id,
      name,
      affiliation,
      ...(persons ? { persons: [...persons] } : {}),
      ...(members ? { members: members.map((member) => ({ ...member })) } : {}),
    })),
  });
}

/**
 * 組み合わせを取り消す: back to before the draw, so the structure can change again. Only without
 * results (checked again here): they would be lost. A stage taking a league's qualifiers forgets
 * them too; they are read again at the next draw.
 */
export async function clearDraw(compeId: string, stageId: string, fromLeague: boolean): Promise<void> {
  const ref = stageRef(db(), compeId, stageId);
  const hallRef = hallCallsRef(db(), compeId);
  await runTransaction(db(), async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const hall = (await transaction.get(hallRef)).data();
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
    // The hall's calls of this stage were for the matches of the draw that goes.
    const gone = Object.keys((hall?.calls as object | undefined) ?? {}).filter((key) =>
      key.startsWith(hallCallKey(stageId, '')),
    );
    if (gone.length > 0)
      transaction.set(
        hallRef,
        { calls: Object.fromEntries(gone.map((key) => [key, deleteField()])) },
        { merge: true },
      );
  });
}

/** 組み合わせを取り消す after a result was entered (by someone else, meanwhile). */
export class StageHasResultsError extends Error {
  constructor() {
    super('stage has results');
    this.name = 'StageHasResultsError';
  }
}

/** A call to write: this match to this table. */
export interface TableCall {
  matchId: string;
  table: number;
  /**
   * When it was called, kept (台を移動: the match may be under way); absent: now, the server's time.
   * Named apart from the engine's `at` (its own clock's guess), which is never stored.
   */
  keptAt?: Date;
}

/**
 * A call as stored: when it was made is the server's time, the same clock as the result's `at`, so
 * call → result is the match's length (shared/play/match-lengths.ts reads both).
 */
const stored = (call: TableCall) => ({ table: call.table, at: call.keptAt ?? serverTimestamp() });

/** Table entries to write, by stage then match: a call (at: server time) or null to take it back. */
export type FloorCallUpdates = Readonly<Record<string, Readonly<Record<string, TableCall | null>>>>;

const callMap = (calls: readonly TableCall[]): Record<string, TableCall> =>
  Object.fromEntries(calls.map((call) => [call.matchId, call]));

/**
 * Call changes as field updates (shared/play/hall-calls.ts callPlaces, docs/play.md "The hall's
 * calls"): `tables.W1-2` of each stage's own document, and entries of the hall's document.
 */
function callWrites(own: string | null, updates: FloorCallUpdates) {
  const places = callPlaces(updates, own, (call) => call.keptAt !== undefined);
  const value = (call: TableCall | null) => (call ? stored(call) : deleteField());
  const stages = new Map<string, DocumentData>();
  for (const [stageId, calls] of places.stages)
    stages.set(
      stageId,
      Object.fromEntries(Object.entries(calls).map(([matchId, call]) => [`tables.${matchId}`, value(call)])),
    );
  const hall: DocumentData = Object.fromEntries(
    Object.entries(places.hall).map(([key, call]) => [key, value(call)]),
  );
  return { stages, hall };
}

/** One document write of fields and call changes: an update of a stage, or the hall's set-merge. */
type CallWrite = { ref: DocumentReference; data: DocumentData; merge: boolean };

/**
 * The writes for `fields` of stage `stageId` (null: none) and the call changes: the stage first (the
 * unsent-writes ledger is witnessed by the first document), then other stages, then the hall's calls.
 */
function writesWithCalls(
  compeId: string,
  stageId: string | null,
  fields: DocumentData,
  updates: FloorCallUpdates,
): CallWrite[] {
  // The stage whose document is written anyway, or the one stage the calls are of.
  const { stages, hall } = callWrites(stageId ?? onlyStage(updates), updates);
  const writes: CallWrite[] = [];
  const own = { ...fields, ...(stageId ? stages.get(stageId) : undefined) };
  if (stageId && Object.keys(own).length > 0)
    writes.push({ ref: stageRef(db(), compeId, stageId), data: own, merge: false });
  for (const [otherId, other] of stages)
    if (otherId !== stageId)
      writes.push({ ref: stageRef(db(), compeId, otherId), data: other, merge: false });
  if (Object.keys(hall).length > 0)
    writes.push({ ref: hallCallsRef(db(), compeId), data: { calls: hall }, merge: true });
  return writes;
}

function addToBatch(batch: WriteBatch, writes: readonly CallWrite[]): void {
  for (const { ref, data, merge } of writes)
    if (merge) batch.set(ref, data, { merge: true });
    else batch.update(ref, data);
}

/**
 * `fields` of one stage and the call changes: one document as a plain write, several in one batch
 * so no viewer sees half of them (nothing to write: nothing sent).
 */
async function commitWithCalls(
  compeId: string,
  stageId: string | null,
  fields: DocumentData,
  updates: FloorCallUpdates,
): Promise<void> {
  const writes = writesWithCalls(compeId, stageId, fields, updates);
  const [only] = writes;
  if (writes.length === 1 && only)
    return only.merge ? setDoc(only.ref, only.data, { merge: true }) : updateDoc(only.ref, only.data);
  if (writes.length === 0) return;
  const batch = writeBatch(db());
  addToBatch(batch, writes);
  await batch.commit();
}

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
  {
    called = [],
  }: {
    /** The matches of an earlier draw with a call: their calls go with it, wherever they are. */
    called?: readonly string[];
  } = {},
): Promise<void> {
  const calls = draw.calls ?? [];
  await commitWithCalls(
    compeId,
    stageId,
    {
      // A 決勝トーナメント's entrants are the league's qualifiers, known only now.
      ...(draw.entrants ? { entrants: draw.entrants } : {}),
      draw: draw.draw,
      drawSeed: draw.drawSeed,
      pairings: draw.pairings ?? {},
      results: {},
      tables: Object.fromEntries(calls.map((call) => [call.matchId, stored(call)])),
      status: 'running',
    },
    // The stage's own `tables` are replaced whole; the hall's calls of the earlier draw are taken back.
    called.length > 0 ? { [stageId]: Object.fromEntries(called.map((matchId) => [matchId, null])) } : {},
  );
}

/** スイス式: adds the next round's pairings (a, b, a, b … as entrant indices), and with 自動呼び出し its first calls. */
export async function saveSwissRound(
  compeId: string,
  stageId: string,
  round: number,
  pairs: number[],
  calls: readonly TableCall[] = [],
): Promise<void> {
  await commitWithCalls(compeId, stageId, { [`pairings.${round}`]: pairs }, { [stageId]: callMap(calls) });
}

/** 呼び出す / すべて呼び出す: puts matches on tables, now. */
export async function callMatches(
  compeId: string,
  stageId: string,
  calls: readonly TableCall[],
): Promise<void> {
  await commitWithCalls(compeId, stageId, {}, { [stageId]: callMap(calls) });
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
  await commitWithCalls(
    compeId,
    null,
    {},
    {
      [stageId]: { [matchId]: { matchId, table: call.table, keptAt: call.at } },
    },
  );
}

/** 呼び出し取り消し: the match leaves its table and goes back to the next calls. */
export async function uncallMatch(compeId: string, stageId: string, matchId: string): Promise<void> {
  await commitWithCalls(compeId, stageId, {}, { [stageId]: { [matchId]: null } });
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
  addToBatch(
    batch,
    writesWithCalls(
      compeId,
      stageId,
      {
        [`results.${change.matchId}`]: change.after
          ? { ...change.after, at: keptResultTime(change.before, change.after) ?? serverTimestamp() }
          : deleteField(),
      },
      { ...change.elsewhere, [stageId]: change.calls ?? {} },
    ),
  );
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
  await commitWithCalls(compeId, null, {}, updates);
}

/** Marks a stage finished (or running again). */
export async function setStageStatus(
  compeId: string,
  stageId: string,
  status: Stage['status'],
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { status });
}

/** Deletes a stage, and those of its matches' calls (`called`) the hall's document may hold. */
export async function deleteStage(
  compeId: string,
  stageId: string,
  called: readonly string[],
): Promise<void> {
  if (called.length === 0) return deleteDoc(stageRef(db(), compeId, stageId));
  const batch = writeBatch(db());
  batch.delete(stageRef(db(), compeId, stageId));
  // Its calls the hall's document may hold go with it.
  batch.set(
    hallCallsRef(db(), compeId),
    { calls: Object.fromEntries(called.map((matchId) => [hallCallKey(stageId, matchId), deleteField()])) },
    { merge: true },
  );
  await batch.commit();
}
