/**
 * Converts Firestore Timestamps (full SDK, Lite or admin: anything with toDate()) to Dates, deeply,
 * so documents can be checked against the shared zod schemas, which use z.date().
 */
export function withDates<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as unknown as { toDate: () => Date }).toDate() as unknown as T;
  }
  if (Array.isArray(value)) return value.map(withDates) as unknown as T;
  if (value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)])) as T;
}
