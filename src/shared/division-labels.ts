/**
 * The words of 部門 and 会場の台 (shared/divisions.ts): a module of its own, without zod, so that a
 * page loads them only where it shows them (大会設定 now; the registration form and the public
 * pages later) and not with the schemas every public page loads.
 */
import type { CallOrder, DivisionKind } from './divisions';

export const DIVISION_KIND_LABELS: Record<DivisionKind, string> = {
  single: '個人',
  pair: 'ペア',
  team: '団体',
};

/** 呼び出しの優先, with one line each saying what it does. */
export const CALL_ORDER_LABELS: Record<CallOrder, { label: string; help: string }> = {
  behind: {
    label: '遅れている部門を先に',
    help: '予定より遅れている部門の試合から空いた台に呼び出します。',
  },
  order: {
    label: 'ステージの順に',
    help: '対戦のステージの並び順に、前のステージの試合から呼び出します。',
  },
};

/** The words the hall may call a table by; staff may type their own (≤ LIMITS.tableLabel). */
export const TABLE_LABELS = ['台', 'コート', '盤'] as const;
