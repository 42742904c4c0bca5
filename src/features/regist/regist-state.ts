import type { Compe } from '@/shared/schemas/compe';

export type RegistState =
  | { kind: 'cancelled' }
  | { kind: 'notYet'; opensAt: Date }
  | { kind: 'closed'; closesAt: Date | null }
  | { kind: 'full' }
  | { kind: 'open'; seatsLeft: number | null; waitlist: false }
  | { kind: 'open'; seatsLeft: 0; waitlist: true };

/**
 * Whether the form can be sent now, and how (docs/product.md "Registration, tickets and check-in"): called off (docs/product.md "Cancelling and deleting a competition"), before the window,
 * after it (or once the day has come), full, open, or full with the waitlist on (キャンセル待ち).
 */
export function registState(
  compe: Pick<Compe, 'eventedAt' | 'regist' | 'cancelledAt'>,
  now = new Date(),
): RegistState {
  if (compe.cancelledAt) return { kind: 'cancelled' };
  const { opensAt, closesAt, capacity, count, waitlist } = compe.regist;
  if (opensAt && now < opensAt) return { kind: 'notYet', opensAt };
  if (closesAt && now > closesAt) return { kind: 'closed', closesAt };
  // The day has come before the deadline: that moment is when it closed (never a date still ahead).
  if (now >= compe.eventedAt) return { kind: 'closed', closesAt: compe.eventedAt };
  if (capacity === 0) return { kind: 'open', seatsLeft: null, waitlist: false };
  const seatsLeft = Math.max(0, capacity - count);
  if (seatsLeft > 0) return { kind: 'open', seatsLeft, waitlist: false };
  return waitlist ? { kind: 'open', seatsLeft: 0, waitlist: true } : { kind: 'full' };
}
