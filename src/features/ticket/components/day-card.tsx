import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatTime } from '@/shared/date-time';
import { etaLabel, notBeforeLabel, type EntryEta } from '@/shared/run-sheet/entry-eta';
import type { TimedUnit } from '@/shared/run-sheet/timeline';
import type { RegistTicket } from '@/shared/schemas/ticket';
import classes from './ticket-eta.module.css';

export type TicketEntryEta = EntryEta<{ title: string } & TimedUnit>;

/**
 * 出番の目安 of the participant's item on the run sheet: 「出番の目安 10:10頃（約30分後）」, the time before
 * which it will not begin, and the item. `beside`: said under the participant's next match, where the
 * item's name would only repeat the stage's and the line is smaller than the match's.
 */
export function EtaLines({ eta, beside = false }: { eta: TicketEntryEta; beside?: boolean }) {
  const notBefore = notBeforeLabel(eta);
  const unit = eta.state === 'upcoming' || eta.state === 'running' ? eta.unit : null;
  return (
    <>
      <p className={beside ? `t-body1 ${classes.unit}` : classes.label}>{etaLabel(eta)}</p>
      {notBefore ? <p className="t-body1">{notBefore}</p> : null}
      {unit && !beside ? (
        <p className={`t-body1 t-muted ${classes.unit}`}>
          {unit.title}（予定 {formatTime(unit.plannedStart)}）
        </p>
      ) : null}
    </>
  );
}

/**
 * あなたの出番: the one card of the participant's day on the 参加票 (docs/run-sheet-and-live.md, docs/play.md
 * "On the public pages"). Its body is `children` — the participant's matches (ticket-match.tsx), where
 * they play in a drawn stage — or else the run sheet's 出番の目安 of their item (`eta`).
 */
export function DayCard({
  ticket,
  eta,
  children,
}: {
  ticket: Pick<RegistTicket, 'clubId' | 'compeId'>;
  eta?: TicketEntryEta | null;
  children?: ReactNode;
}) {
  const headingId = useId();
  // The link to ライブ sits on the title's line, above the body: the body changes height as the
  // participant's matches arrive (the 出番の目安 stands in until then) and would move a link under it
  // (docs/performance.md §1 "Layout shifts").
  return (
    <section className={`paper ${classes.eta}`} aria-labelledby={headingId}>
      <div className={classes.top}>
        <h3 id={headingId} className={classes.heading}>
          あなたの出番
        </h3>
        <Link to={paths.live.getHref(ticket.clubId, ticket.compeId)} className={classes.live}>
          ライブで進行を見る
        </Link>
      </div>
      {children ?? (eta ? <EtaLines eta={eta} /> : null)}
    </section>
  );
}
