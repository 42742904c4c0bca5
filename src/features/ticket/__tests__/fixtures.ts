/** What the ticket page's tests share: one 参加票, the board's units, the participant's entry. */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { BoardUnit } from '@/lib/live-board/board';
import type { RegistTicket } from '@/shared/schemas/ticket';

export const jst = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);

export const TICKET_ID = 'tK4p9QzR2mVx7LwN3sYb8c';

/** 渡辺 葵's accepted 参加票 for さくらウィンターカップ (09:00, 市民体育館). */
export const ticketOf = (changes: Partial<RegistTicket> = {}): RegistTicket => ({
  id: TICKET_ID,
  code: 'regist',
  clubId: 'sakura',
  compeId: 'winter-cup',
  registId: 'reg-3',
  compeTitle: 'さくらウィンターカップ',
  eventedAt: jst('09:00'),
  venue: '市民体育館',
  name: '渡辺 葵',
  number: 3,
  status: 'accepted',
  createdAt: new Date('2026-10-01T03:00:00Z'),
  ...changes,
});

/** A unit of the live board, waiting unless patched. */
export const boardUnit = (
  id: string,
  order: number,
  minutes: number,
  patch: Partial<BoardUnit> = {},
): BoardUnit => ({
  id,
  order,
  title: `種目 ${id}`,
  kind: 'event',
  minutes,
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  entries: [],
  ...patch,
});

/** The participant's entry on the board. */
export const aoi = { id: 'e21', number: 21, name: '渡辺 葵', registId: 'reg-3' };

/**
 * Resolves once the ticket page has reached its first content for the ticket shown: the page keeps
 * the ticket for the venue at that moment (regist-ticket-view.tsx, kept-ticket.ts), as it draws
 * what comes after first content (the actions, 出番の目安, the reminder); then React flushes. A part
 * whose code is already loaded and drawn once in the file is on screen by then: what is absent
 * after this is absent, not late.
 */
export async function ticketPageSettled(): Promise<void> {
  await vi.waitFor(() => expect(localStorage.getItem(`compe.ticket.${TICKET_ID}`)).not.toBeNull());
  await act(async () => {});
}
