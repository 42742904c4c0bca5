import * as z from 'zod/mini';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type { Division } from '@/shared/schemas/compe';
import { entryFormSchema, type EntryFormInput, type EntryFormValues } from '@/shared/schemas/entry';
import type { Member } from '@/shared/schemas/tie';
import { teamSettingsOf } from '@/shared/team-settings';

/**
 * A team entry's roster in the エントリー dialog (docs/play.md "Team ties"): members keep their ids
 * (m1 …, an order names them by id) and a new one takes the next number not handed out.
 */

/** A 部門 as the dialog knows it: id and name, and for 団体 its kind and settings. */
export type DialogDivision = Pick<Division, 'id' | 'name'> & Partial<Pick<Division, 'kind' | 'team'>>;

/**
 * The id of a member added now: m1, m2 … one past the highest number among `ids` (the roster as
 * edited) and `highest` (the highest handed out while the dialog is open), so a member removed and
 * one added again never share an id.
 */
export function newMemberId(ids: readonly string[], highest = 0): { id: string; number: number } {
  const numbers = ids.map((id) => /^m(\d+)$/.exec(id)).map((m) => (m ? Number(m[1]) : 0));
  const number = Math.max(highest, ...numbers) + 1;
  return { id: `m${number}`, number };
}

/** The members as stored: empty ふりがな and 主将 left out, the member's registration kept. */
export const storedMembers = (members: readonly Member[]): Member[] =>
  members.map(({ id, name, kana, lead, registId }) => ({
    id,
    name,
    ...(kana ? { kana } : {}),
    ...(lead ? { lead: true } : {}),
    ...(registId ? { registId } : {}),
  }));

/**
 * The dialog's resolver: entryFormSchema, and for an entry of a 団体 部門 its roster within the
 * 部門's fewest and most members; any other entry's roster is not checked (it is not saved).
 */
export function entryResolver(
  divisions: readonly DialogDivision[],
): Resolver<EntryFormInput, unknown, EntryFormValues> {
  const plain = zodResolver(entryFormSchema);
  return (values, context, options) => {
    const division = divisions.find((d) => d.id === values.divisionId);
    if (division?.kind !== 'team') return plain({ ...values, members: undefined }, context, options);
    const { min, max } = teamSettingsOf(division);
    const schema = entryFormSchema.check(
      z.superRefine((entry, ctx) => {
        const count = entry.members?.length ?? 0;
        if (count < min || count > max) {
          ctx.addIssue({
            code: 'custom',
            path: ['members'],
            message: fill(count < min ? STAFF_MESSAGES.rosterTooFew : STAFF_MESSAGES.rosterTooMany, {
              min,
              max,
            }),
          });
        }
      }),
    );
    return zodResolver(schema)({ ...values, members: values.members ?? [] }, context, options);
  };
}
