import { describe, expect, it } from 'vitest';
import { heldRounds, holdsStage, unitStageFields, unitStages } from '../unit-stages';

describe('unitStages: the one way to read the stages an item holds', () => {
  it('reads an item stored before an item could hold several exactly as before', () => {
    expect(unitStages({})).toEqual([]);
    expect(unitStages({ stageId: null })).toEqual([]);
    expect(unitStages({ stageId: 's1' })).toEqual([{ stageId: 's1', rounds: null }]);
    expect(unitStages({ stageId: 's1', stageRounds: { from: 2, to: 3 } })).toEqual([
      { stageId: 's1', rounds: { from: 2, to: 3 } },
    ]);
  });

  it('adds the stages held in parallel after the first, each once, and none without a first', () => {
    const unit = {
      stageId: 'men',
      stageRounds: null,
      parallelStages: [
        { stageId: 'women', rounds: { from: 1, to: 2 } },
        { stageId: 'men', rounds: null },
        { stageId: 'women', rounds: null },
      ],
    };
    expect(unitStages(unit)).toEqual([
      { stageId: 'men', rounds: null },
      { stageId: 'women', rounds: { from: 1, to: 2 } },
    ]);
    expect(holdsStage(unit, 'women')).toBe(true);
    expect(heldRounds(unit, 'women')).toEqual({ from: 1, to: 2 });
    expect(unitStages({ stageId: null, parallelStages: [{ stageId: 'women', rounds: null }] })).toEqual([]);
  });

  it('stores the first in stageId / stageRounds and the rest in parallelStages, which a save empties', () => {
    expect(unitStageFields([])).toEqual({ stageId: null, stageRounds: null, parallelStages: [] });
    const held = [
      { stageId: 'men', rounds: { from: 1, to: 2 } },
      { stageId: 'women', rounds: null },
    ];
    expect(unitStageFields(held)).toEqual({
      stageId: 'men',
      stageRounds: { from: 1, to: 2 },
      parallelStages: [{ stageId: 'women', rounds: null }],
    });
    expect(unitStages(unitStageFields(held))).toEqual(held);
  });
});
