import { useMemo } from 'react';
import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useCollection, type Live } from '@/lib/firebase/hooks';
import {
  HALL_CALLS_ID,
  hallCallsByStage,
  withHallCalls,
  type HallCallsByStage,
} from '@/shared/play/hall-calls';
import { hallCallsSchema, stageSchema, type Stage } from '@/shared/schemas/stage';
import { stagesRef } from './refs';

/** A document of compes/{compeId}/stages: a stage, or the hall's calls (HALL_CALLS_ID). */
const stageDocSchema = z.union([stageSchema, hallCallsSchema]);

/**
 * compes/{compeId}/stages, live, each stage with its calls: its own and those the hall's document
 * holds, merged (docs/play.md "The hall's calls", hall-calls.ts withHallCalls).
 * Sort by `order` for the page.
 */
export function useStages(compeId: string): Live<Stage[]> {
  const docs = useCollection(`stages:${compeId}`, () => stagesRef(db(), compeId), stageDocSchema);
  return useMemo((): Live<Stage[]> => {
    if (docs.status !== 'ready') return docs;
    const stored: Stage[] = [];
    let hall: HallCallsByStage = new Map();
    for (const item of docs.data) {
      if (item.id === HALL_CALLS_ID) {
        if ('calls' in item) hall = hallCallsByStage(item.calls);
      } else if ('format' in item) stored.push(item);
    }
    return { status: 'ready', data: withHallCalls(stored, hall) };
  }, [docs]);
}
