/**
 * The stages a run-sheet item holds (docs/run-sheet-and-live.md "Items that hold a stage"): the ONE
 * way to read them. An item stores its first stage in `stageId` / `stageRounds` (as every item did
 * before an item could hold several, so those keep their meaning and older readers still see the
 * first) and the others it plays in parallel in `parallelStages`. Every reader — the timing, 進行表,
 * the board, ライブ — calls `unitStages`; every writer builds the fields with `unitStageFields`.
 *
 * Pure, no zod at runtime: the public pages import it.
 */
import type { RoundRange } from '../play/rounds';

/** One stage an item holds, with its rounds (null: every round). */
export interface HeldStage {
  stageId: string;
  rounds: RoundRange | null;
}

/** What an item stores of its stages (a stored unit and a board unit both have these). */
export interface UnitStageFields {
  stageId?: string | null;
  stageRounds?: RoundRange | null;
  parallelStages?: readonly { stageId: string; rounds: RoundRange | null }[];
}

/**
 * The stages the item holds, first one first; a stage named twice (bad data) counts once, and
 * `parallelStages` without a `stageId` is ignored (the rules refuse it).
 */
export function unitStages(unit: UnitStageFields): HeldStage[] {
  if (!unit.stageId) return [];
  const held: HeldStage[] = [{ stageId: unit.stageId, rounds: unit.stageRounds ?? null }];
  for (const more of unit.parallelStages ?? []) {
    if (!more.stageId || held.some((one) => one.stageId === more.stageId)) continue;
    held.push({ stageId: more.stageId, rounds: more.rounds ?? null });
  }
  return held;
}

/** Whether the item holds this stage. */
export const holdsStage = (unit: UnitStageFields, stageId: string): boolean =>
  unitStages(unit).some((held) => held.stageId === stageId);

/** The rounds the item holds of this stage (null: every round, or the item does not hold it). */
export const heldRounds = (unit: UnitStageFields, stageId: string): RoundRange | null =>
  unitStages(unit).find((held) => held.stageId === stageId)?.rounds ?? null;

/**
 * The fields to store for these stages: the first in `stageId` / `stageRounds` (what an item holding
 * one stage always stored), the rest in `parallelStages` — an empty list when there are none, so a
 * save (an update of the stored item) takes off stages held before. No stage: `stageId` null.
 */
export function unitStageFields(held: readonly HeldStage[]): {
  stageId: string | null;
  stageRounds: RoundRange | null;
  parallelStages: { stageId: string; rounds: RoundRange | null }[];
} {
  const [first, ...rest] = held;
  return {
    stageId: first?.stageId ?? null,
    stageRounds: first?.rounds ?? null,
    parallelStages: rest.map(({ stageId, rounds }) => ({ stageId, rounds })),
  };
}
