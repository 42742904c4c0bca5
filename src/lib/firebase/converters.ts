import type { z } from 'zod';
import { withDates } from './timestamps';

interface SnapshotLike {
  id: string;
  data(): unknown;
}

/**
 * Reads a document through its shared zod schema, so every screen sees exactly the shape the rules
 * and the functions agree on. A document that does not match is reported, not rendered half-way.
 */
export function fromSnapshot<S extends z.ZodType>(
  schema: S,
  snapshot: SnapshotLike,
): z.infer<S> & { id: string } {
  const parsed = schema.safeParse(withDates(snapshot.data()));
  if (!parsed.success) {
    throw new Error(`Document ${snapshot.id} does not match its schema: ${parsed.error.issues[0]?.message}`);
  }
  return { ...(parsed.data as object), id: snapshot.id } as z.infer<S> & { id: string };
}
