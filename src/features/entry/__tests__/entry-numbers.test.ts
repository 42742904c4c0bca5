import { describe, expect, it } from 'vitest';
import { duplicateNumbers, nextEntryNumber, nextEntryNumbers } from '../entry-numbers';

describe('next ゼッケン番号', () => {
  it('starts at 1 for an empty list', () => {
    expect(nextEntryNumber([])).toBe(1);
  });

  it('is max + 1, not the lowest gap (a freed number may already be printed)', () => {
    expect(nextEntryNumber([1, 2, 5])).toBe(6);
    expect(nextEntryNumbers([3, 1, 7], 3)).toEqual([8, 9, 10]);
  });

  it('uses the gaps, lowest first, only once max + 1 would pass 99999', () => {
    expect(nextEntryNumbers([2, 99998], 3)).toEqual([99999, 1, 3]);
    expect(nextEntryNumber([99999, 1])).toBe(2);
  });

  it('gives fewer numbers, and null, when not enough are free', () => {
    const all = Array.from({ length: 99999 }, (_, i) => i + 1);
    expect(nextEntryNumber(all)).toBeNull();
    expect(nextEntryNumbers(all.slice(1), 2)).toEqual([1]);
  });
});

describe('duplicateNumbers', () => {
  it('lists each number held twice or more, ascending', () => {
    expect(
      duplicateNumbers([
        { number: 5 },
        { number: 2 },
        { number: 5 },
        { number: 2 },
        { number: 5 },
        { number: 3 },
      ]),
    ).toEqual([2, 5]);
    expect(duplicateNumbers([{ number: 1 }, { number: 2 }])).toEqual([]);
  });
});
