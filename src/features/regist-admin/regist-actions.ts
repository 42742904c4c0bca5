import type { RegistStatus } from '@/shared/regist-status';
import { REGIST_ACTIONS, type RegistAction } from '@/shared/schemas/callables';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

interface ActionText {
  /** The menu item. */
  label: string;
  title: string;
  /** The confirm button. */
  confirm: string;
  /** The question, with `{name}`; it says the person will be mailed. */
  question: string;
  /** The snackbar afterwards, with `{name}`. */
  done: string;
  /** Red: the person loses their place. */
  destructive: boolean;
}

/** The statuses each action starts from, as setRegistStatus enforces (schemas/callables.ts). */
const FROM: Record<RegistAction, readonly RegistStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'waitlisted', 'accepted'],
  cancel: ['pending', 'waitlisted', 'accepted'],
  promote: ['waitlisted'],
};

export const ACTION_TEXT: Record<RegistAction, ActionText> = {
  approve: {
    label: '承認',
    title: '申し込みを承認しますか？',
    confirm: '承認する',
    question: STAFF_MESSAGES.registApproveConfirm,
    done: '{name}さんを承認しました',
    destructive: false,
  },
  reject: {
    label: '不承認',
    title: '申し込みを不承認にしますか？',
    confirm: '不承認にする',
    question: STAFF_MESSAGES.registRejectConfirm,
    done: '{name}さんを不承認にしました',
    destructive: true,
  },
  cancel: {
    label: 'キャンセル',
    title: '申し込みをキャンセルしますか？',
    confirm: 'キャンセルする',
    question: STAFF_MESSAGES.registCancelConfirm,
    done: '{name}さんの申し込みをキャンセルしました',
    destructive: true,
  },
  promote: {
    label: '繰り上げ',
    title: 'キャンセル待ちから繰り上げますか？',
    confirm: '繰り上げる',
    question: STAFF_MESSAGES.registPromoteConfirm,
    done: '{name}さんを繰り上げました',
    destructive: false,
  },
};

/**
 * What the 操作 menu of a row leads to: a change of status, or 「ペア」 (pair or unpair it in a ペア
 * 部門: setPair, components/regist-pair-dialog.tsx), offered on live registrations of a competition
 * with ペア 部門.
 */
export type RowAction = RegistAction | 'pair';

/** The actions staff may take on a registration in this status (none once rejected or cancelled). */
export function actionsFor(status: RegistStatus): RegistAction[] {
  return REGIST_ACTIONS.filter((action) => FROM[action].includes(status));
}

/** Whether the action gives up a seat (pending and accepted hold one; the waitlist does not). */
export function freesSeat(action: RegistAction, status: RegistStatus): boolean {
  return (action === 'reject' || action === 'cancel') && (status === 'pending' || status === 'accepted');
}
