import Box from '@mui/material/Box';
import { useEffect, useId, useRef } from 'react';
import { formatTime } from '../../../lib/format';
import { UNIT_STATE_LABELS, unitState, type SheetUnit } from '../live-sheet';

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
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        bgcolor: '#12151b',
        borderRadius: '1.5cqh',
        p: '2cqh 1.6cqh',
        '& h2': { m: 0, mb: '1cqh', px: '0.6cqw', fontSize: '3cqh', fontWeight: 700, color: '#b0bec5' },
      }}
    >
      <h2 id={headingId}>進行表</h2>
      <Box
        component="ol"
        ref={listRef}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          listStyle: 'none',
          m: 0,
          p: 0,
          fontSize: '2.9cqh',
          '& li': {
            display: 'grid',
            gridTemplateColumns: '4.2em 1fr auto',
            alignItems: 'baseline',
            gap: '0.6em',
            px: '0.6cqw',
            py: '0.9cqh',
            borderRadius: '0.8cqh',
          },
          '& .time': { fontVariantNumeric: 'tabular-nums', fontWeight: 700 },
          '& .title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .state': { fontSize: '2.3cqh' },
          '& .done, & .skipped': { color: '#9aa0a6' },
          '& .skipped .title': { textDecoration: 'line-through' },
          '& .running': { color: '#ffd54f' },
          '& [aria-current]': { bgcolor: '#ffd54f', color: '#000' },
        }}
      >
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
      </Box>
    </Box>
  );
}
