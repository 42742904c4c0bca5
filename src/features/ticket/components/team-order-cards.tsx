import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/load-error';
import {
  openLineup,
  OrderIssues,
  OrderPlaces,
  OrderTable,
  useOrderChoices,
} from '@/components/play/order-places';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { MESSAGES } from '@/shared/messages';
import { ORDER_MESSAGES } from '@/shared/order-messages';
import { ORDER_UI } from '@/shared/order-ui-messages';
import type { TieTemplate } from '@/shared/play/tie-template';
import type { StoredOrder } from '@/shared/play/tie-places';
import type { MatchState } from '@/shared/play/resolve';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { orderDocId } from '@/shared/schemas/order';
import type { Stage } from '@/shared/schemas/stage';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { readTeamStages } from '../api/read-team-stages';
import classes from './team-orders.module.css';

type TicketForOrders = Pick<RegistTicket, 'id' | 'clubId' | 'compeId' | 'registId' | 'orders'>;
type Entrant = Stage['entrants'][number];

/** One tie of the captain's team whose two teams are known and which is not played yet. */
interface TeamTie {
  key: string;
  stage: Stage & { tie: TieTemplate };
  state: MatchState;
  /** 「予選リーグ A組 第1試合」 */
  title: string;
  team: Entrant;
  opponent: Entrant;
}

/** The ties of the team the participant captains (their registration among an entrant's persons). */
export function captainTies(stages: readonly Stage[], registId: string): TeamTie[] {
  const ties: TeamTie[] = [];
  for (const stage of stages) {
    const template = stage.tie;
    if (!template) continue;
    const team = stage.entrants.find((entrant) => entrant.persons?.includes(registId));
    if (!team) continue;
    const view = stageView(stage);
    for (const round of view.rounds)
      for (const state of round.matches) {
        if (state.status !== 'ready' || !state.a || !state.b) continue;
        if (state.a !== team.id && state.b !== team.id) continue;
        const opponent = stage.entrants.find((e) => e.id === (state.a === team.id ? state.b : state.a));
        if (!opponent) continue;
        ties.push({
          key: orderDocId(stage.id, state.match.id),
          stage: { ...stage, tie: template },
          state,
          title: `${stage.name} ${matchName(view, state.match.id)}`,
          team,
          opponent,
        });
      }
  }
  return ties;
}

/**
 * オーダー提出 on the captain's 参加票 (docs/play.md "Team ties"): a card per tie of their team whose
 * two teams are known and which is not played yet. The captain picks a member (or 欠員) for each
 * place, sees the engine's objections as they choose, and sends it with the ticket as proof
 * (submitOrder). Sent, the card shows the order as the ticket keeps it (ticket.orders) and waits for
 * the other team, still changeable; once both are open (stage.lineups) it shows both orders side by
 * side, and changes go to the desk. The stages are read with their schema when the live stages
 * change (the same listener as the match card), so the opening shows without a reload.
 */
export default function TeamOrderCards({ ticket }: { ticket: TicketForOrders }) {
  const { compeId, registId } = ticket;
  const live = useLiveStages(compeId, 'always');
  const [read, setRead] = useState<{ at: number; stages: Stage[] }>();
  const [again, setAgain] = useState(0);
  useEffect(() => {
    let active = true;
    readTeamStages(compeId).then(
      (stages) => active && setRead({ at: Date.now(), stages }),
      (error: unknown) => console.warn(error),
    );
    return () => {
      active = false;
    };
  }, [compeId, live.receivedAt, again]);
  const ties = useMemo(() => (read ? captainTies(read.stages, registId) : []), [read, registId]);
  if (ties.length === 0) return null;
  return (
    <>
      {ties.map((tie) => (
        <TieOrderCard key={tie.key} ticket={ticket} tie={tie} onOpened={() => setAgain((n) => n + 1)} />
      ))}
    </>
  );
}

function TieOrderCard({
  ticket,
  tie,
  onOpened,
}: {
  ticket: TicketForOrders;
  tie: TeamTie;
  /** The send opened both orders: read the stages again for the lineup. */
  onOpened: () => void;
}) {
  const headingId = useId();
  const { stage, state, team, opponent } = tie;
  const template = stage.tie;
  const members = team.members ?? [];
  const lineup = openLineup(stage, state);
  // What this device sent, until the ticket's listener brings it back.
  const [sentHere, setSentHere] = useState<StoredOrder | null>(null);
  const sent = ticket.orders?.[tie.key]?.order ?? sentHere;
  const [editing, setEditing] = useState(false);

  let body;
  if (lineup) {
    const side = state.a === team.id ? 'a' : 'b';
    body = (
      <>
        <p className={classes.state}>{ORDER_UI.opened}</p>
        <OrderTable
          template={template}
          sides={[
            { name: team.name, members, order: lineup[side] },
            {
              name: opponent.name,
              members: opponent.members ?? [],
              order: lineup[side === 'a' ? 'b' : 'a'],
            },
          ]}
        />
        <p className={`t-body1 t-muted ${classes.note}`}>{ORDER_UI.changeAtDesk}</p>
      </>
    );
  } else if (sent && !editing) {
    body = (
      <>
        <p className={classes.state}>{ORDER_UI.submitted}</p>
        <OrderTable template={template} sides={[{ name: team.name, members, order: sent }]} />
        <Button variant="outlined" className={`no-print ${classes.action}`} onClick={() => setEditing(true)}>
          {ORDER_UI.change}
        </Button>
      </>
    );
  } else {
    body = (
      <OrderForm
        ticket={ticket}
        tie={tie}
        initial={sent}
        onCancel={sent ? () => setEditing(false) : undefined}
        onSent={(order, opened) => {
          setSentHere(order);
          setEditing(false);
          if (opened) onOpened();
        }}
        onOpened={onOpened}
      />
    );
  }

  return (
    <section className={`paper ${classes.card}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.heading}>
        {ORDER_UI.cardTitle}
      </h3>
      <p className={classes.tie}>{tie.title}</p>
      <p className="t-body1">{ORDER_UI.versus(opponent.name)}</p>
      {body}
    </section>
  );
}

function OrderForm({
  ticket,
  tie,
  initial,
  onCancel,
  onSent,
  onOpened,
}: {
  ticket: TicketForOrders;
  tie: TeamTie;
  initial: StoredOrder | null;
  onCancel?: () => void;
  onSent: (order: StoredOrder, opened: boolean) => void;
  onOpened: () => void;
}) {
  const issuesId = useId();
  const { stage, state, team } = tie;
  const template = stage.tie;
  const members = useMemo(() => team.members ?? [], [team.members]);
  const { choices, setChoices, issues, messages, refused, take } = useOrderChoices(
    template,
    members,
    initial,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const order = take();
    if (!order) return;
    setBusy(true);
    const result = await import('../api/submit-team-order')
      .then(({ submitTeamOrder }) => submitTeamOrder(ticket, stage.id, state.match.id, order))
      .catch(() => ({ ok: false, message: MESSAGES.offline }) as const);
    setBusy(false);
    if (result.ok) onSent(order, result.opened);
    else {
      setFailure(result.message);
      // Opened meanwhile (staff, or the other team's order): the lineup is to be read.
      if (result.message === ORDER_MESSAGES.opened) onOpened();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${tie.title}のオーダー`}>
      <p className={`t-body1 t-muted ${classes.note}`}>{ORDER_UI.sealedNote}</p>
      <OrderPlaces
        template={template}
        members={members}
        choices={choices}
        onChange={(next) => {
          setChoices(next);
          setFailure(null);
        }}
        issues={issues}
        issuesId={issuesId}
        disabled={busy}
      />
      <OrderIssues id={issuesId} messages={messages} alert={refused} />
      {failure ? <LoadError>{failure}</LoadError> : null}
      <div className={`no-print ${classes.buttons}`}>
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy || undefined}>
          {busy ? ORDER_UI.submitting : ORDER_UI.submit}
        </Button>
        {onCancel ? (
          <Button variant="text" disabled={busy} onClick={onCancel}>
            {ORDER_UI.cancelChange}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
