import { formatTime } from '@/shared/date-time';
import { CALL_MESSAGES } from '@/shared/call-messages';
import type { CallRow } from './calls';
import classes from './call-list.lazy.module.css';

/**
 * The matches called to a table, newest first: the newest in the largest type, the others smaller
 * under it (docs/play.md "The call board"). The call board and ライブZoom show the same list; each
 * sizes it with `--call-newest` and `--call-older` (a length) on an ancestor, and the list clips
 * what does not fit, so the oldest calls drop off the bottom instead of scrolling.
 */
export function CallList({
  calls,
  max,
  label = CALL_MESSAGES.calls,
}: {
  calls: readonly CallRow[];
  /** How many rows to draw at most (the rest would be clipped anyway). */
  max: number;
  label?: string;
}) {
  if (calls.length === 0) return <p className={classes.empty}>{CALL_MESSAGES.noCalls}</p>;
  return (
    <ol aria-label={label} className={classes.list}>
      {calls.slice(0, max).map((call, i) => (
        <li key={call.key} className={i === 0 ? classes.newest : classes.older} data-call={call.key}>
          <span className={classes.call}>{call.text}</span>
          <span className={classes.meta}>
            {[call.stageName, call.round, CALL_MESSAGES.calledAt.replace('{time}', formatTime(call.calledAt))]
              .filter(Boolean)
              .join('・')}
          </span>
        </li>
      ))}
    </ol>
  );
}
