import { useEffect, useId, useRef } from 'react';
import { formatTime } from '@/shared/date-time';
import { UNIT_STATE_LABELS, unitState, type SheetUnit } from '../live-sheet';
import classes from './livez.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The time a row shows: when it started, or when it is expected to. */
function rowTime(unit: SheetUnit): string {
  if (unit.skipped) return '—';
  const at = unit.status === 'waiting' ? unit.estimatedStart : (unit.startedAt ?? unit.estimatedStart);
  return at ? formatTime(at) : '—';
}

/**
 * The day's items on the meeting screen, scrolled by itself so the item in focus (the current one,
 * else the next) stays in view, a third of the way down: nobody can scroll a shared screen.
 */
export function LivezSchedule({
  units,
  focusId,
  currentId,
}: {
  units: SheetUnit[];
  focusId: string | null;
  currentId: string | null;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list || focusId === null || typeof list.scrollTo !== 'function') return;
    const item = Array.from(list.children).find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.unitId === focusId,
    );
    if (!item) return;
    list.scrollTo({
      top: Math.max(0, item.offsetTop - list.clientHeight / 3),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [focusId, units.length]);

  return (
    <section aria-labelledby={headingId} className={classes.schedule}>
      <h2 id={headingId}>進行表</h2>
      <ol ref={listRef} className={classes.scheduleList}>
        {units.map((unit) => {
          const state = unitState(unit);
          return (
            <li
              key={unit.id}
              data-unit-id={unit.id}
              className={state}
              aria-current={unit.id === currentId ? 'step' : undefined}
            >
              <span className="time">{rowTime(unit)}</span>
              <span className="title">{unit.title}</span>
              <span className="state">{state === 'waiting' ? '' : UNIT_STATE_LABELS[state]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
