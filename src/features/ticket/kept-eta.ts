import type { EntryEta } from '@/shared/run-sheet/entry-eta';
import type { TimedUnit, TimelineUnit } from '@/shared/run-sheet/timeline';
import type { KeptEta } from './kept-ticket';

/**
 * The 出番の目安 between the live board and what kept-ticket.ts keeps of it. Apart from kept-ticket,
 * which the ticket page's first load carries: only the lazily loaded ETA (ticket-eta) needs this.
 */

type TitledUnit = TimedUnit & { title: string };

/** An ETA as it can be kept (the states that say something to the participant). */
export function keptEtaOf(eta: EntryEta<TitledUnit>): KeptEta | null {
  switch (eta.state) {
    case 'upcoming':
      return {
        state: 'upcoming',
        estimatedStart: eta.estimatedStart.getTime(),
        notBefore: eta.notBefore?.getTime() ?? null,
        unitTitle: eta.unit.title,
        plannedStart: eta.unit.plannedStart.getTime(),
      };
    case 'running':
      return { state: 'running', unitTitle: eta.unit.title, plannedStart: eta.unit.plannedStart.getTime() };
    case 'done':
    case 'skipped':
      return { state: eta.state };
    case 'none':
      return null;
  }
}

const MINUTE = 60_000;

/**
 * The kept ETA back as an EntryEta at `now`, for run-sheet's labels: minutes counted from now to the
 * kept estimate, a not-before that has passed dropped. Its unit carries only what the labels read
 * (title, planned start); the rest of the sheet is not kept.
 */
export function etaFromKept(kept: KeptEta, now: number): EntryEta<TitledUnit> {
  if (kept.state === 'done' || kept.state === 'skipped') return { state: kept.state };
  const plannedStart = new Date(kept.plannedStart);
  const unit: TimelineUnit<TitledUnit> = {
    id: '',
    order: 0,
    minutes: 0,
    status: kept.state === 'running' ? 'running' : 'waiting',
    startedAt: null,
    endedAt: null,
    title: kept.unitTitle,
    plannedStart,
    plannedEnd: plannedStart,
    estimatedStart: kept.state === 'upcoming' ? new Date(kept.estimatedStart) : null,
    estimatedEnd: null,
    skipped: false,
    delayMinutes: null,
  };
  if (kept.state === 'running') return { state: 'running', unit };
  return {
    state: 'upcoming',
    unit,
    estimatedStart: new Date(kept.estimatedStart),
    minutesFromNow: Math.max(0, Math.round((kept.estimatedStart - now) / MINUTE)),
    notBefore: kept.notBefore !== null && kept.notBefore > now ? new Date(kept.notBefore) : null,
  };
}
