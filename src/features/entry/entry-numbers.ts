import { LIMITS } from '@/shared/schemas/limits';

/**
 * The next ゼッケン番号s to hand out: max + 1 and up, not the lowest gap. A number that was given
 * out and then freed (a withdrawn entry) may already be printed on a list or a bib; handing it to
 * someone else would confuse the day. Only when max + 1 would pass LIMITS.entryNumber are the gaps
 * used, lowest first. Returns fewer than `count` numbers when that many are not free.
 */
export function nextEntryNumbers(taken: Iterable<number>, count: number): number[] {
  const used = new Set(taken);
  let max = 0;
  for (const n of used) if (n > max) max = n;
  const numbers: number[] = [];
  for (let n = max + 1; n <= LIMITS.entryNumber && numbers.length < count; n += 1) numbers.push(n);
  for (let n = 1; n <= max && numbers.length < count; n += 1) if (!used.has(n)) numbers.push(n);
  return numbers;
}

/** The number a new entry gets, or null when every number is taken. */
export function nextEntryNumber(taken: Iterable<number>): number | null {
  return nextEntryNumbers(taken, 1)[0] ?? null;
}

/** Numbers held by more than one entry, ascending (possible when two staff save at once). */
export function duplicateNumbers(entries: readonly { number: number }[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { number } of entries) (seen.has(number) ? twice : seen).add(number);
  return [...twice].sort((a, b) => a - b);
}
