import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { divisionSearch, type PublicDivision } from './division-param';
import classes from './division-filter.lazy.module.css';

export { useShownDivision } from './use-shown-division';

/**
 * 「部門：すべて / 一般男子シングルス / …」: links, one per 部門, that put the choice in the address
 * (`?division=<id>`, division-param.ts), so the page can be bookmarked to one 部門 and works without
 * script. Nothing for a competition of fewer than two 部門. Plain CSS in the colours of its parent,
 * so it sits on ライブ's white page and on the call board's dark screen alike.
 */
export function DivisionFilter({
  divisions,
  shown,
  className,
}: {
  divisions: readonly PublicDivision[];
  /** The 部門 shown now (useShownDivision); null: every 部門. */
  shown: PublicDivision | null;
  className?: string;
}) {
  const labelId = useId();
  const { search, hash } = useLocation();
  if (divisions.length < 2) return null;
  const choices: { id: string | null; name: string }[] = [
    { id: null, name: PLAY_MESSAGES.divisionAll },
    ...divisions,
  ];
  return (
    <nav aria-labelledby={labelId} className={[classes.filter, className ?? ''].filter(Boolean).join(' ')}>
      <span id={labelId} className={classes.label}>
        {PLAY_MESSAGES.divisionFilter}
      </span>
      <ul className={classes.list}>
        {choices.map((choice) => {
          const current = (shown?.id ?? null) === choice.id;
          return (
            <li key={choice.id ?? ''}>
              <RouterLink
                to={{ search: divisionSearch(search, choice.id), hash }}
                // A board switched between 部門 keeps one history entry, and its place on the page.
                replace
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={classes.choice}
              >
                {choice.name}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
