import { describe, expect, it } from 'vitest';
import { ticketIdSchema } from '@/shared/schemas/callables';
import { TICKET_ID_MIN_LENGTH } from '@/shared/schemas/ticket';
import { newTicketId } from '@/lib/db/tickets/ticket-id';

describe('invitation ticket id (docs/data-model.md: the id is the secret)', () => {
  it('is at least 20 URL-safe characters, as the rules and the functions require', () => {
    const id = newTicketId();
    expect(id.length).toBeGreaterThanOrEqual(TICKET_ID_MIN_LENGTH);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(id)).toBe(id);
    expect(ticketIdSchema.safeParse(id).success).toBe(true);
  });

  it('is different each time', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newTicketId()));
    expect(ids.size).toBe(2000);
  });

  it('uses the whole alphabet, so no position is predictable', () => {
    const seen = new Set(Array.from({ length: 400 }, () => newTicketId()).join(''));
    expect(seen.size).toBe(64);
  });
});
