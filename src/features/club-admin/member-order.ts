import type { Member } from '@/shared/schemas/club';

/** Admins first, then by name. */
export const byRoleThenName = (a: Member, b: Member) =>
  (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1) ||
  (a.displayName || a.email).localeCompare(b.displayName || b.email, 'ja');
