import { REGIST_STATUSES, type RegistStatus } from '@/shared/regist-status';
import type { Regist } from '@/shared/schemas/regist';
import type { Mail } from '@/shared/schemas/mail';
import type { BadgeTone } from '@/components/status-badge';
import { isUnreached } from '@/shared/last-mail';

/** What 参加申込リスト shows: すべて, or one status. */
export type StatusFilter = RegistStatus | 'all';

export const STATUS_TONES: Record<RegistStatus, BadgeTone> = {
  pending: 'primary',
  accepted: 'success',
  waitlisted: 'warning',
  rejected: 'default',
  cancelled: 'default',
};

/**
 * Text as staff type it at a busy desk: full-width letters and digits as half-width, katakana as
 * hiragana (ふりがな are stored in hiragana), no case, no spaces or hyphens (「山田太郎」 finds
 * 「山田 太郎」, 「09012345678」 finds 「090-1234-5678」).
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '');
}

/** Whether a registration matches the search box: 氏名, ふりがな, メール, 電話, or exactly its 受付番号. */
export function matchesSearch(regist: Regist, search: string): boolean {
  const query = normalizeSearch(search);
  if (!query) return true;
  if (/^\d+$/.test(query) && Number(query) === regist.number) return true;
  return [regist.name, regist.kana, regist.email, regist.phone].some((field) =>
    normalizeSearch(field).includes(query),
  );
}

/** One 部門 (its id) or every registration; a competition without 部門 always shows every one. */
export type DivisionFilter = string | 'all';

export function filterRegists(
  regists: readonly Regist[],
  status: StatusFilter,
  search: string,
  division: DivisionFilter = 'all',
): Regist[] {
  return regists.filter(
    (regist) =>
      (status === 'all' || regist.status === status) &&
      (division === 'all' || (regist.divisions ?? []).includes(division)) &&
      matchesSearch(regist, search),
  );
}

/** How many registrations entered each 部門 (by id), counted like the status chips: every status. */
export function countByDivision(
  regists: readonly Regist[],
  divisions: readonly { id: string }[],
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(divisions.map((division) => [division.id, 0]));
  for (const regist of regists) {
    for (const id of regist.divisions ?? []) if (Object.hasOwn(counts, id)) counts[id] += 1;
  }
  return counts;
}

/**
 * 「未達のみ」: the registrations whose last mail is エラー or who have never been mailed (未送信),
 * by `lastMails` (registId → newest mail; last-mail.ts isUnreached says why those two).
 */
export function unreachedRegists(regists: readonly Regist[], lastMails: ReadonlyMap<string, Mail>): Regist[] {
  return regists.filter((regist) => isUnreached(lastMails.get(regist.id)));
}

export function countByStatus(regists: readonly Regist[]): Record<RegistStatus, number> {
  const counts = Object.fromEntries(REGIST_STATUSES.map((status) => [status, 0])) as Record<
    RegistStatus,
    number
  >;
  for (const regist of regists) counts[regist.status] += 1;
  return counts;
}

/** 受付済み n / 承認済 m: only accepted registrations are expected at the venue. */
export function checkInCounts(regists: readonly Regist[]): { checkedIn: number; accepted: number } {
  const accepted = regists.filter((regist) => regist.status === 'accepted');
  return { checkedIn: accepted.filter((regist) => regist.checkedInAt).length, accepted: accepted.length };
}

/** One custom-field answer as text: a checkbox is はい / いいえ, an unanswered field is empty. */
export function answerText(value: string | number | boolean | undefined): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  return String(value);
}
