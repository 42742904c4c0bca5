import type { CompeCard } from '@/shared/schemas/compe';
import type { BadgeTone } from '@/components/status-badge';
import { jstDay } from '@/shared/date-time';

export const COMPE_STATUSES = ['受付前', '受付中', '受付終了', '開催中', '終了', '中止'] as const;
export type CompeStatus = (typeof COMPE_STATUSES)[number];

/**
 * The chip on the club page (docs/product.md "Public pages"): a cancelled competition is 中止 (docs/product.md "Cancelling and deleting a competition"); otherwise the
 * day of the competition (Japan time) is 開催中, after it 終了; before it, the registration window
 * decides.
 */
export function compeStatus(
  compe: Pick<CompeCard, 'eventedAt' | 'regist' | 'cancelledAt'>,
  now = new Date(),
): CompeStatus {
  if (compe.cancelledAt) return '中止';
  const today = jstDay(now);
  const day = jstDay(compe.eventedAt);
  if (today > day) return '終了';
  if (today === day) return '開催中';
  const { opensAt, closesAt } = compe.regist;
  if (opensAt && now < opensAt) return '受付前';
  if (closesAt && now > closesAt) return '受付終了';
  return '受付中';
}

export const STATUS_COLORS: Record<CompeStatus, BadgeTone> = {
  受付前: 'default',
  受付中: 'success',
  受付終了: 'warning',
  開催中: 'secondary',
  終了: 'default',
  中止: 'error',
};
