import type { ListedClub } from '@/lib/db/clubs/use-all-clubs';

/** By `order`, then by name (docs/product.md). */
export const byOrderThenName = (a: ListedClub, b: ListedClub) =>
  a.order - b.order || a.clubName.localeCompare(b.clubName, 'ja');
