import type { BoardConnection } from '@/lib/live-board/board-state';
import { fill } from '@/shared/fill';
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
 * the connection drops or comes back. 最終更新 stays outside it while live, or every change would be
 * read out; while disconnected the status says since when what is on screen is known
 * (「接続が切れています（最終更新 hh:mm:ss）」), and the page catches up by itself when it is back.
 */
export function ConnectionStatus({
  connection,
  syncedAt,
  dark = false,
}: {
  connection: BoardConnection;
  /** BoardState.syncedAt: the last moment the board was known to be the server's (0: never). */
  syncedAt: number;
  dark?: boolean;
}) {
  const label =
    connection === 'reconnecting' && syncedAt > 0
      ? fill(MESSAGES.liveDisconnectedSince, { time: formatClock(new Date(syncedAt)) })
      : CONNECTION_LABELS[connection];
  // The dot's colour and the pill go by data-connection (live-status.module.css).
  return (
    <span
      role="status"
      data-connection={connection}
      className={dark ? `${classes.status} ${classes.dark}` : classes.status}
    >
      {label}
    </span>
  );
}
