import type { BoardConnection } from '@/lib/live-board/board-state';
import { MESSAGES } from '@/shared/messages';
import { formatClock } from '../live-sheet';
import classes from './live-status.module.css';

export const CONNECTION_LABELS: Record<BoardConnection, string> = {
  connecting: MESSAGES.liveConnecting,
  live: MESSAGES.liveConnected,
  reconnecting: MESSAGES.liveReconnecting,
};

/** 最終更新 hh:mm:ss */
export function LastUpdated({ at }: { at: Date | null }) {
  return (
    <span className="last-updated">
      最終更新 {at ? <time dateTime={at.toISOString()}>{formatClock(at)}</time> : '—'}
    </span>
  );
}

/**
 * Whether the page is still following the day: a status message, so a screen reader hears it when
 * the connection drops or comes back. 最終更新 stays outside it, or every change would be read out.
 */
export function ConnectionStatus({
  connection,
  dark = false,
}: {
  connection: BoardConnection;
  dark?: boolean;
}) {
  // The dot's colour and the pill go by data-connection (live-status.module.css).
  return (
    <span
      role="status"
      data-connection={connection}
      className={dark ? `${classes.status} ${classes.dark}` : classes.status}
    >
      {CONNECTION_LABELS[connection]}
    </span>
  );
}
