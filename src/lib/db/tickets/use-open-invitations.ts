import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { authTicketSchema } from '@/shared/schemas/ticket';
import { openInvitations } from './refs';

/** A just-written ticket reads its serverTimestamp() createdAt as null until the server confirms it. */
const listedTicketSchema = z.extend(authTicketSchema, { createdAt: z.nullable(z.date()) });
export type OpenInvitation = z.infer<typeof listedTicketSchema> & { id: string };

/**
 * Open invitations (sort with newestFirst): of one club, or of every club (`clubId` null, super-users only).
 * A club's query filters by clubId so the rules can prove that staff list only their own club.
 */
export function useOpenInvitations(clubId: string | null) {
  return useCollection(
    `open-invitations:${clubId ?? '*'}`,
    () => openInvitations(db(), clubId),
    listedTicketSchema,
  );
}

/** Newest first; one still being written (no server time yet) is the newest. */
export const newestFirst = (a: OpenInvitation, b: OpenInvitation) => created(b) - created(a);
const created = (item: OpenInvitation) => item.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
