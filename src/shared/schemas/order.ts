import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, docId } from './common';
import { matchIdSchema } from './stage';
import { storedOrderSchema } from './tie';

/** One side's submitted order: the places, who sent it (a ticket's registration, or a staff uid). */
export const sideOrderSchema = z.object({
  order: storedOrderSchema,
  by: cappedText(LIMITS.id),
  /** Who it was: the captain from their 参加票, or staff. */
  role: z.enum(['captain', 'staff']),
  at: z.date(),
});
export type SideOrder = z.infer<typeof sideOrderSchema>;

/** Changes recorded on one tie's orders at most (staff's changes after the opening). */
export const ORDER_CHANGES_MAX = 50;

/**
 * compes/{compeId}/orders/{stageId}_{tieId}: the sealed orders of one tie (オーダー). Written only
 * by the functions and read by staff: neither team nor the public sees an order until both are in
 * (or staff open them), when they go to the stage's `lineups` together. Changes after the opening
 * are staff's only and kept in `changes`.
 */
export const orderDocSchema = z.object({
  stageId: docId,
  tieId: matchIdSchema,
  a: z.optional(sideOrderSchema),
  b: z.optional(sideOrderSchema),
  openedAt: z.optional(z.date()),
  changes: z
    .array(z.extend(sideOrderSchema, { side: z.enum(['a', 'b']) }))
    .check(z.maxLength(ORDER_CHANGES_MAX)),
});
export type OrderDoc = z.infer<typeof orderDocSchema>;

/** The orders document's id: `{stageId}_{tieId}` (as ticket.orders' key). */
export const orderDocId = (stageId: string, tieId: string) => `${stageId}_${tieId}`;
