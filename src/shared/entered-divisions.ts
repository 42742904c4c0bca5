/**
 * 出場する部門 as one line, for the 参加票 (features/ticket) and its mail (functions/src/regist):
 * 「一般男子シングルス・混合ダブルス（ペア：佐藤 花子さん 確認待ち）」 (an ideographic space before the state). Plain code without zod, so the
 * ticket's first load takes only this.
 */

/** One 部門 of a registration as its ticket shows it (schemas/ticket.ts ticketDivisionSchema). */
export interface EnteredDivision {
  name: string;
  /** ペア 部門: the partner the applicant named. */
  partnerName?: string;
  /** Both named each other (docs/product.md "Registration, tickets and check-in"). */
  paired?: boolean;
}

/** A ペア 部門's state: 確認待ち until the partner applies naming this person too. */
export const pairStateLabel = (paired: boolean | undefined): string => (paired ? 'ペア成立' : '確認待ち');

export function enteredDivisionText(division: EnteredDivision): string {
  if (division.partnerName === undefined) return division.name;
  return `${division.name}（ペア：${division.partnerName}さん\u3000${pairStateLabel(division.paired)}）`;
}

export const enteredDivisionsLine = (divisions: readonly EnteredDivision[]): string =>
  divisions.map(enteredDivisionText).join('・');
