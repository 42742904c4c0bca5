import type { StageTable } from '../schemas/stage';

/**
 * The hall's calls (docs/play.md "The hall's calls"). A stage's calls are the union of its own
 * `tables` and, in one document beside the stages, compes/{compeId}/stages/_hall, the calls other
 * stages' results made in it (`calls`, keyed 「stageId:matchId」):
 * - a write that calls matches of one stage (a result calling in its own stage, 呼び出す, a draw)
 *   writes them into that stage's document, with the rest of what it writes there;
 * - a result (or the floor's settling) that calls matches of other stages writes those into the
 *   hall's one document, so it writes two documents at most — its stage and the hall's calls — and a
 *   viewer listening to the stages reads at most two per change however many 部門 it calls;
 * - taking a call back and moving a match (台を移動) write both places, so neither keeps an older
 *   table.
 * Where both places hold a call of the same match (two phones calling it at once), the earlier call
 * counts, as the first call keeps a table (floor.ts floorClashes). Pure and without zod: the public
 * pages, the staff pages and the functions read and write it alike.
 */

/** The id of the hall's calls among the stages (no stage's id starts with `_`: firestore.rules). */
export { HALL_CALLS_ID } from '../constants';

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
    const calls = hall.get(stage.id);
    return calls ? { ...stage, tables: mergedCalls(stage.tables, calls) } : stage;
  });
}

/** A stage's own calls with the hall's of it: the earlier call of a match counts, a tie its own. */
function mergedCalls(
  own: Readonly<Record<string, StageTable>>,
  hall: Readonly<Record<string, StageTable>>,
): Record<string, StageTable> {
  const merged = { ...own };
  for (const [matchId, call] of Object.entries(hall)) {
    const mine = merged[matchId];
    if (!mine || call.at.getTime() < mine.at.getTime()) merged[matchId] = call;
  }
  return merged;
}

/**
 * Where each call change goes (the rules above): per stage, the entries for its own document, and
 * the hall's entries by key. `own`: the stage whose document the write holds anyway (a result's, or
 * the one stage a write calls in); null, none. `kept`: a change that keeps its call's time (台を移動).
 */
export function callPlaces<C>(
  updates: Readonly<Record<string, Readonly<Record<string, C | null>>>>,
  own: string | null,
  kept: (call: C) => boolean,
): { stages: Map<string, Record<string, C | null>>; hall: Record<string, C | null> } {
  const stages = new Map<string, Record<string, C | null>>();
  const hall: Record<string, C | null> = {};
  for (const [stageId, calls] of Object.entries(updates))
    for (const [matchId, call] of Object.entries(calls)) {
      const both = call === null || kept(call);
      if (both || stageId === own) stages.set(stageId, { ...stages.get(stageId), [matchId]: call });
      if (both || stageId !== own) hall[hallCallKey(stageId, matchId)] = call;
    }
  return { stages, hall };
}

/** The one stage `updates` change calls of, or null when they touch several (or none). */
export function onlyStage(
  updates: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): string | null {
  const touched = Object.keys(updates).filter((id) => Object.keys(updates[id] ?? {}).length > 0);
  return touched.length === 1 ? (touched[0] ?? null) : null;
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
            ? { ...stage, tables: mergedCalls(stage.tables, calls) }
            : stage;
      next.set(stage.id, { stage, calls, merged });
      return merged;
    });
    kept = next;
    return out;
  };
}
