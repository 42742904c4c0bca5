/**
 * 出場する部門 as one line, for the 参加票 (features/ticket) and its mail (functions/src/regist):
 * 「一般男子シングルス・混合ダブルス（ペア：佐藤 花子さん 確認待ち）・団体戦（チーム：さくらA）」 (an ideographic space before the state). Plain code without zod, so the
 * ticket's first load takes only this.
 */

/** One 部門 of a registration as its ticket shows it (schemas/ticket.ts ticketDivisionSchema). */
export interface EnteredDivision {
  name: string;
  /** ペア 部門: the partner the applicant named. */
  partnerName?: string;
  /** The pair is made (docs/product.md "Registration, tickets and check-in"). */
  paired?: boolean;
  /** The partner declined on their own 参加票. */
  declined?: boolean;
  /** 団体 部門: the team the participant registered (its captain), members by name. */
  team?: { name: string; members: string[] };
}

/**
 * A ペア 部門's state: 確認待ち until the partner names this person too or accepts on their 参加票
 * (or staff pair them), then ペア成立; 辞退 once the partner declined.
 */
export const pairStateLabel = (paired: boolean | undefined, declined?: boolean): string =>
  paired ? 'ペア成立' : declined ? '辞退' : '確認待ち';

export function enteredDivisionText(division: EnteredDivision): string {
  if (division.team) return `${division.name}（チーム：${division.team.name}）`;
  if (division.partnerName === undefined) return division.name;
  const state = pairStateLabel(division.paired, division.declined);
  return `${division.name}（ペア：${division.partnerName}さん\u3000${state}）`;
}

export const enteredDivisionsLine = (divisions: readonly EnteredDivision[]): string =>
  divisions.map(enteredDivisionText).join('・');

/** What a registration stores of its 部門 (schemas/regist.ts `divisions`, `partners`), as plain types. */
export interface RegistDivisions {
  divisions?: readonly string[];
  partners?: Readonly<Record<string, { name: string; registId?: string; declined?: boolean }>>;
  teams?: Readonly<Record<string, { name: string; members: readonly { name: string }[] }>>;
}

/**
 * A registration's 部門 as its 参加票 shows them, in the order chosen: the one mapping for the ticket
 * (functions/src/regist ticketDivisions) and 参加申込リスト (features/regist-admin), so both say the
 * same. A 部門 staff have since removed still shows, by its id.
 */
export function registEnteredDivisions(
  divisions: readonly { id: string; name: string }[],
  regist: RegistDivisions,
): (EnteredDivision & { id: string })[] {
  return (regist.divisions ?? []).map((id) => {
    const partner = regist.partners?.[id];
    const team = regist.teams?.[id];
    return {
      id,
      name: divisions.find((division) => division.id === id)?.name ?? id,
      ...(team ? { team: { name: team.name, members: team.members.map((member) => member.name) } } : {}),
      ...(partner
        ? {
            partnerName: partner.name,
            paired: partner.registId !== undefined,
            ...(partner.declined && partner.registId === undefined ? { declined: true } : {}),
          }
        : {}),
    };
  });
}
