import { TICKET_ID_MIN_LENGTH } from '@/shared/schemas/ticket';

/** 64 URL-safe characters: one random byte masked to 6 bits picks one without bias. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 24 characters = 144 random bits; the rules accept 20–40. */
export const TICKET_ID_LENGTH = Math.max(24, TICKET_ID_MIN_LENGTH);

/**
 * A new ticket id. Anyone who knows it can read the ticket (docs/data-model.md), so it is the secret of
 * the invitation: it comes from the platform's cryptographic generator, never from Math.random or
 * Firestore's auto-ids (which are not meant to be unguessable).
 */
export function newTicketId(length = TICKET_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}
