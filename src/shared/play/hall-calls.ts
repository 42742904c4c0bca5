import type { StageTable } from '../schemas/stage';
import { hasHall, type HallNames } from './hall-tables';

/**
 * Where a competition keeps its calls (docs/play.md "The hall's calls"). A competition with a hall
 * (compe.hall with tables) keeps every stage's calls in ONE document, compes/{compeId}/stages/_hall
 * (`calls`, keyed 「stageId:matchId」): a result that frees a table and calls matches of two other
 * 部門 then writes two documents — its stage's result and the hall's calls — so a viewer listening
 * to the stages reads at most two per change however many stages it calls. A competition without
 * a hall keeps each stage's calls in the stage's own `tables`, one document per result.
 *
 * Readers merge both (`withHallCalls`), the hall's entry first: calls written before the hall was
 * set up still show, and 対戦 moves them to where they belong (`misplacedCalls`). Pure and without
 * zod: the public pages, the staff pages and the functions read it alike.
 */

/** The id of the hall's calls among the stages (no stage's id starts with `_`: firestore.rules). */
export const HALL_CALLS_ID = '_hall';

/** Where a competition writes its calls. */
export type CallsHome = 'hall' | 'stage';

export const callsHome = (hall: HallNames | undefined): CallsHome => (hasHall(hall) ? 'hall' : 'stage');

/** A call's key in the hall's document. */
export const hallCallKey = (stageId: string, matchId: string) => `${stageId}:${matchId}`;

/** The stage and match of a hall call key; null for a key of another shape. */
export function splitHallCallKey(key: string): { stageId: string; matchId: string } | null {
  const at = key.indexOf(':');
  if (at <= 0 || at === key.length - 1) return null;
  return { stageId: key.slice(0, at), matchId: key.slice(at + 1) };
}

/** The hall's calls by stage, then match. */
export type HallCallsByStage = ReadonlyMap<string, Readonly<Record<string, StageTable>>>;

/** The hall document's calls grouped by stage (keys of another shape are left out). */
export function hallCallsByStage(
  calls: Readonly<Record<string, StageTable>> | null | undefined,
): HallCallsByStage {
  const byStage = new Map<string, Record<string, StageTable>>();
  for (const [key, call] of Object.entries(calls ?? {})) {
    const split = splitHallCallKey(key);
    if (!split) continue;
    const own = byStage.get(split.stageId) ?? {};
    own[split.matchId] = call;
    byStage.set(split.stageId, own);
  }
  return byStage;
}

/**
 * Each stage with the hall's calls merged into its `tables` (the hall's entry wins over the stage's
 * own for the same match). A stage the hall holds no call of is returned as it is, so views memoised
 * on it are not recomputed.
 */
export function withHallCalls<S extends { id: string; tables: Readonly<Record<string, StageTable>> }>(
  stages: readonly S[],
  hall: HallCallsByStage,
): S[] {
  if (hall.size === 0) return [...stages];
  return stages.map((stage) => {
    const own = hall.get(stage.id);
    return own ? { ...stage, tables: { ...stage.tables, ...own } } : stage;
  });
}

/** A call stored where the competition does not keep its calls. */
export interface MisplacedCall {
  stageId: string;
  matchId: string;
  /** The call as shown (the hall's entry when both hold one). */
  call: StageTable;
}

/**
 * The calls stored where `home` says they are not kept — left by a hall set up or removed while
 * matches were on tables — for 対戦 to move (lib/db/stages moveMisplacedCalls). `stages` are the
 * stored stages before the merge, `hall` the hall document's calls.
 */
export function misplacedCalls(
  home: CallsHome,
  stages: readonly { id: string; tables: Readonly<Record<string, StageTable>> }[],
  hall: HallCallsByStage,
): MisplacedCall[] {
  if (home === 'hall')
    return stages.flatMap((stage) =>
      Object.entries(stage.tables).map(([matchId, call]) => ({
        stageId: stage.id,
        matchId,
        call: hall.get(stage.id)?.[matchId] ?? call,
      })),
    );
  return [...hall].flatMap(([stageId, calls]) =>
    Object.entries(calls).map(([matchId, call]) => ({ stageId, matchId, call })),
  );
}

const sameCall = (x: StageTable | undefined, y: StageTable | undefined) =>
  !!x && !!y && x.table === y.table && x.at.getTime() === y.at.getTime();

/** Whether two stages' calls are the same: the same matches on the same tables since the same time. */
export function sameCalls(
  x: Readonly<Record<string, StageTable>> | undefined,
  y: Readonly<Record<string, StageTable>> | undefined,
): boolean {
  if (x === y) return true;
  const xs = Object.keys(x ?? {});
  return xs.length === Object.keys(y ?? {}).length && xs.every((id) => sameCall(x?.[id], y?.[id]));
}

/**
 * withHallCalls for a listener that hears one changed document at a time: a stage whose document
 * and share of the hall's calls did not change keeps the object it had, so the views memoised on
 * it are not computed again (docs/performance.md "The live worker").
 */
export function hallCallsMerger<S extends { id: string; tables: Readonly<Record<string, StageTable>> }>(): (
  stages: readonly S[],
  hall: HallCallsByStage,
) => S[] {
  let kept = new Map<
    string,
    { stage: S; calls: Readonly<Record<string, StageTable>> | undefined; merged: S }
  >();
  return (stages, hall) => {
    const next = new Map<
      string,
      { stage: S; calls: Readonly<Record<string, StageTable>> | undefined; merged: S }
    >();
    const out = stages.map((stage) => {
      const calls = hall.get(stage.id);
      const before = kept.get(stage.id);
      const merged =
        before && before.stage === stage && sameCalls(before.calls, calls)
          ? before.merged
          : calls
            ? { ...stage, tables: { ...stage.tables, ...calls } }
            : stage;
      next.set(stage.id, { stage, calls, merged });
      return merged;
    });
    kept = next;
    return out;
  };
}
