import { useEffect, useMemo, useRef, useState } from 'react';
import { writeFloorCalls } from '@/lib/db/stages/save-stage';
import { floorClashes, floorRepair, nextRestEnd, type Floor } from '@/shared/play/floor';

/**
 * How long the floor must stay as it is before 対戦 settles it: two phones' writes arriving a moment
 * apart are settled once, on what both wrote.
 */
export const SETTLE_AFTER_MS = 1_500;

/** What settling answers to: the results of every stage and the calls that clash. */
function settleKey(floor: Floor): string {
  const results = floor.stages
    .map(({ stage }) => `${stage.id}:${Object.keys(stage.results).sort().join(',')}`)
    .join('|');
  const clashes = floorClashes(floor)
    .map((clash) => `${clash.stageId}/${clash.matchId}`)
    .join(',');
  return `${results}#${clashes}`;
}

/**
 * 対戦 keeps the hall settled (docs/play.md "Calls across events"): when two calls clash (two staff
 * phones calling at the same moment, a result queued offline sent late), when results arrive from
 * another phone or the floor (each phone called from what it saw: a match that both results made
 * ready is called by neither), and when a person's rest ends, it writes floorRepair — the later
 * clashing calls taken back and the free tables called as 自動呼び出し would. Every phone computes
 * the same writes, so two open pages doing it at once do no harm. Only while online: a phone
 * without signal sees an old floor, and its results carry their own calls.
 */
export function useFloorSettle(compeId: string, floor: Floor): void {
  const key = useMemo(() => settleKey(floor), [floor]);
  // The floor as it is when the timer fires, not when it was set.
  const latest = useRef(floor);
  useEffect(() => {
    latest.current = floor;
  }, [floor]);
  const [wake, setWake] = useState(0);
  const restEnd = useMemo(() => nextRestEnd(floor, new Date())?.getTime() ?? null, [floor]);

  useEffect(() => {
    if (restEnd === null) return;
    const timer = setTimeout(() => setWake(restEnd), Math.max(0, restEnd - Date.now()) + 250);
    return () => clearTimeout(timer);
  }, [restEnd]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typeof navigator !== 'undefined' && !navigator.onLine) return;
      const updates = floorRepair(latest.current, new Date());
      if (Object.keys(updates).length === 0) return;
      writeFloorCalls(compeId, updates).catch((error: unknown) => console.error(error));
    }, SETTLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [compeId, key, wake]);
}
