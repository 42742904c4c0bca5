/**
 * Registration statuses and their Japanese labels, without zod: the public ticket page shows them
 * and must not pull the schema library into its first load.
 */
export const REGIST_STATUSES = ['pending', 'accepted', 'waitlisted', 'rejected', 'cancelled'] as const;
export type RegistStatus = (typeof REGIST_STATUSES)[number];
/** Registrations that still take part: all but cancelled and rejected ones (the mail audience `all`). */
export const ACTIVE_REGIST_STATUSES: readonly RegistStatus[] = ['pending', 'accepted', 'waitlisted'];
export const REGIST_STATUS_LABELS: Record<RegistStatus, string> = {
  pending: '受付中',
  accepted: '承認済',
  waitlisted: 'キャンセル待ち',
  rejected: '不承認',
  cancelled: 'キャンセル済',
};
