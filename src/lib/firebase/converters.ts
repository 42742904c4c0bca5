import type * as z from 'zod/mini';
import { withDates } from './timestamps';

interface SnapshotLike {
  id: string;
  data(options?: { serverTimestamps?: 'estimate' }): unknown;
}

/**
 * Reads a document through its shared zod schema, so every screen sees exactly the shape the rules
 * and the functions agree on. A document that does not match is reported, not rendered half-way.
 */
export function fromSnapshot<S extends z.ZodMiniType>(
  schema: S,
  snapshot: SnapshotLike,
): z.infer<S> & { id: string } {
  // Right after a local write a serverTimestamp() is still pending; read it as the local estimate
  // instead of null so the document keeps matching its schema (Lite snapshots ignore the option).
  const parsed = schema.safeParse(withDates(snapshot.data({ serverTimestamps: 'estimate' })));
  if (!parsed.success) {
    throw new Error(`Document ${snapshot.id} does not match its schema: ${parsed.error.issues[0]?.message}`);
  }
  return { ...(parsed.data as object), id: snapshot.id } as z.infer<S> & { id: string };
}
