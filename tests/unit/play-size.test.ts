import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { stageSchema } from '@/shared/schemas/stage';
import { makeDraw } from '@/shared/play/stage-plan';
import { nextSwissRound } from '@/shared/play/draw-stage';
import { benchStage, documentSize, FIRESTORE_DOC_LIMIT, playOut } from '../../scripts/bench/play-figures';

/**
 * Viewers read one document per stage (docs/play.md): the largest stages the product takes must
 * fit it with room to spare, and be documents the schema (and so the rules) accept.
 */
describe('a stage document', () => {
  it('holds a fully played 256-entrant double elimination in under a quarter of Firestore’s 1 MiB', () => {
    const stage = benchStage('double', 256);
    const played = playOut({ ...stage, draw: makeDraw(stage) });
    expect(Object.keys(played.results)).toHaveLength(2 * 256 - 2);
    expect(() => z.parse(stageSchema, played)).not.toThrow();
    expect(documentSize('compes/c/stages/s', played)).toBeLessThan(FIRESTORE_DOC_LIMIT / 4);
  }, 30_000);

  it('holds a fully played 200-player, 7-round Swiss in under a quarter of 1 MiB', () => {
    let stage = benchStage('swiss', 200, { rounds: 7 });
    for (let round = 1; round <= 7; round++) {
      const next = nextSwissRound(stage);
      if (!next.pairing.ok) throw new Error(next.pairing.reason);
      stage = playOut({ ...stage, pairings: { ...stage.pairings, [String(next.round)]: next.stored } });
    }
    expect(Object.keys(stage.results)).toHaveLength(700);
    expect(() => z.parse(stageSchema, stage)).not.toThrow();
    expect(documentSize('compes/c/stages/s', stage)).toBeLessThan(FIRESTORE_DOC_LIMIT / 4);
  }, 60_000);
});
