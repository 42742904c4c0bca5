import { useId, useMemo, useState } from 'react';
import type { MatchState } from '@/shared/play/resolve';
import { orderIssues, type OrderIssue } from '@/shared/play/tie';
import type { Lineup } from '@/shared/schemas/tie';
import type { TieTemplate } from '@/shared/play/tie-template';
import { encodeOrder, rubberLabel, rubberPlayers, type StoredOrder } from '@/shared/play/tie-places';
import { ORDER_UI } from '@/shared/order-ui-messages';
import fieldClasses from '@/components/ui/field.module.css';
import classes from './order-places.module.css';

/*
 * オーダー's places (docs/play.md "Team ties"), one form for the captain's 参加票 and 対戦's staff
 * dialog: a native select per player of each rubber (a doubles takes two), from the team's roster,
 * with 欠員; then an order as a table of rubbers. Native selects and CSS, no MUI: the 参加票 is a
 * public page.
 */

/** A roster member as the places name them (stage entrant's members). */
export interface OrderMember {
  id: string;
  name: string;
  lead?: boolean | undefined;
}

/** A place's choice: '' not chosen yet, VACANT (欠員), or a member id. */
export const VACANT = '-';
/** Per rubber, one choice per player (two for a doubles). */
export type OrderChoices = readonly (readonly string[])[];

/** The choices of `stored` (the order as sent), or every place not chosen yet without one. */
export function choicesOf(template: Pick<TieTemplate, 'layout'>, stored?: StoredOrder | null): string[][] {
  return [...template.layout].map((_, index) => {
    const players = rubberPlayers(template, index);
    const slot = stored?.[index];
    if (slot === undefined) return Array.from({ length: players }, () => '');
    const ids = slot === '' ? [] : slot.split('+');
    return Array.from({ length: players }, (_, k) => ids[k] ?? VACANT);
  });
}

/** The places' players as the engine reads them (欠員 and unchosen places hold nobody). */
export const slotsOfChoices = (choices: OrderChoices): string[][] =>
  choices.map((places) => places.filter((value) => value !== '' && value !== VACANT));

/** The first rubber with a place not chosen yet, or -1 when every place is. */
export const firstUnchosen = (choices: OrderChoices): number =>
  choices.findIndex((places) => places.includes(''));

/** An order being chosen (useOrderChoices): the places, and what the engine and the form say of them. */
export interface OrderChoosing {
  choices: OrderChoices;
  setChoices: (choices: OrderChoices) => void;
  /** The engine's issues once every place is chosen (orderIssues). */
  issues: OrderIssue[];
  /** What to show: the place still to choose after a refused send, else the issues' messages. */
  messages: string[];
  /** A send was refused: the messages are an alert now. */
  refused: boolean;
  /** The order to send, or null (and the send refused) while a place is unchosen or an issue stands. */
  take: () => StoredOrder | null;
}

/**
 * The one way both order forms (the captain's 参加票, 対戦's staff dialog) hold an order being
 * chosen: from `initial` (the order as sent) or empty, checked by the engine as places are chosen.
 */
export function useOrderChoices(
  template: TieTemplate,
  members: readonly OrderMember[],
  initial: StoredOrder | null,
): OrderChoosing {
  const [choices, setChoices] = useState<OrderChoices>(() => choicesOf(template, initial));
  const [refused, setRefused] = useState(false);
  const unchosen = firstUnchosen(choices);
  const issues = useMemo(
    () => (unchosen === -1 ? orderIssues(template, members, slotsOfChoices(choices)) : []),
    [unchosen, template, members, choices],
  );
  const messages =
    refused && unchosen !== -1
      ? [ORDER_UI.unchosen(rubberLabel(template, unchosen))]
      : issues.map((issue) => issue.message);
  const take = () => {
    if (unchosen !== -1 || issues.length > 0) {
      setRefused(true);
      return null;
    }
    return encodeOrder(slotsOfChoices(choices));
  };
  return { choices, setChoices, issues, messages, refused, take };
}

/**
 * The tie's lineup when it was opened for the two teams now in it (state.a, state.b): one given
 * for other teams (a correction upstream) no longer counts, and the orders start again
 * (shared/play/rubbers.ts). Its `a` is then state.a's order.
 */
export function openLineup(
  stage: { entrants: readonly { id: string }[]; lineups?: Readonly<Record<string, Lineup>> | undefined },
  state: Pick<MatchState, 'match' | 'a' | 'b'>,
): Lineup | undefined {
  const lineup = stage.lineups?.[state.match.id];
  if (!lineup) return undefined;
  const [a, b] = lineup.sides;
  const sameTeams =
    a !== undefined &&
    b !== undefined &&
    stage.entrants[a]?.id === state.a &&
    stage.entrants[b]?.id === state.b;
  return sameTeams ? lineup : undefined;
}

/** A stored place by name: 「山田 太郎」, a doubles 「山田 太郎・佐藤 次郎」, '' → 欠員. */
export function placeNames(members: readonly OrderMember[], slot: string | undefined): string {
  if (!slot) return ORDER_UI.vacant;
  return slot
    .split('+')
    .map((id) => members.find((member) => member.id === id)?.name || id)
    .join('・');
}

/** The selects of an order: one per place, labelled with the rubber's name (「1番」, 「3番（2人目）」). */
export function OrderPlaces({
  template,
  members,
  choices,
  onChange,
  issues = [],
  issuesId,
  disabled = false,
}: {
  template: TieTemplate;
  members: readonly OrderMember[];
  choices: OrderChoices;
  onChange: (choices: string[][]) => void;
  /** The engine's issues: a rubber they name is marked invalid and described by `issuesId`. */
  issues?: readonly OrderIssue[];
  issuesId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const set = (rubber: number, place: number, value: string) =>
    onChange(
      choices.map((places, i) =>
        i === rubber ? places.map((current, k) => (k === place ? value : current)) : [...places],
      ),
    );
  return (
    <div className={classes.places}>
      {choices.map((places, rubber) => {
        const label = rubberLabel(template, rubber);
        const invalid = issues.some((issue) => issue.rubber === rubber);
        return (
          <div key={rubber} className={classes.place}>
            {places.map((value, place) => {
              const selectId = `${id}-${rubber}-${place}`;
              return (
                <div key={place} className={fieldClasses.field}>
                  <label htmlFor={selectId} className={fieldClasses.label}>
                    {places.length > 1 ? ORDER_UI.nth(label, place + 1) : label}
                  </label>
                  <select
                    id={selectId}
                    value={value}
                    disabled={disabled}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid && issuesId ? issuesId : undefined}
                    onChange={(event) => set(rubber, place, event.target.value)}
                    className={`${fieldClasses.control} ${fieldClasses.select}`}
                  >
                    <option value="" disabled>
                      {ORDER_UI.choose}
                    </option>
                    {members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.lead ? `${member.name}（主将）` : member.name}
                      </option>
                    ))}
                    <option value={VACANT}>{ORDER_UI.vacant}</option>
                  </select>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** The engine's issues of an order, or the place still to choose; `alert` once a send was refused. */
export function OrderIssues({
  id,
  messages,
  alert = false,
}: {
  id?: string;
  messages: readonly string[];
  alert?: boolean;
}) {
  if (messages.length === 0) return null;
  return (
    <div id={id} role={alert ? 'alert' : undefined} className={classes.issues}>
      <p className={classes.issuesTitle}>{ORDER_UI.issuesTitle}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** A place in a table: each name kept whole on a narrow phone (a doubles wraps between its two). */
function PlaceCell({ members, slot }: { members: readonly OrderMember[]; slot: string | undefined }) {
  const names = placeNames(members, slot).split('・');
  return names.map((name, i) => (
    <span key={i} className={classes.name}>
      {i > 0 ? '・' : ''}
      {name}
    </span>
  ));
}

/** One side of an order table: the team, its roster and its order (null: not submitted). */
export interface OrderSide {
  name: string;
  members: readonly OrderMember[];
  order: StoredOrder | null;
}

/** Orders by rubber, one column per team (both once open; the captain's own while sealed). */
export function OrderTable({
  template,
  sides,
  caption,
}: {
  template: Pick<TieTemplate, 'layout' | 'labels'>;
  sides: readonly OrderSide[];
  caption?: string;
}) {
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <td />
            {sides.map((side, index) => (
              <th key={index} scope="col">
                {side.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...template.layout].map((_, rubber) => (
            <tr key={rubber}>
              <th scope="row">{rubberLabel(template, rubber)}</th>
              {sides.map((side, index) => (
                <td key={index}>
                  {side.order ? (
                    <PlaceCell members={side.members} slot={side.order[rubber]} />
                  ) : (
                    ORDER_UI.notSubmitted
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
