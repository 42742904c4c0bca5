import Box from '@mui/material/Box';
import type { BoardConnection } from '../../../lib/live-board/use-live-board';
import { MESSAGES } from '../../../shared/messages';
import { formatClock } from '../live-sheet';

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
  const tone = {
    live: { dot: dark ? '#5ee38a' : '#2e7d32', bg: 'transparent', fg: 'inherit' },
    connecting: { dot: dark ? '#bdbdbd' : '#757575', bg: 'transparent', fg: 'inherit' },
    reconnecting: { dot: '#8a4b00', bg: '#ffe0b2', fg: '#5d3200' },
  }[connection];
  return (
    <Box
      component="span"
      role="status"
      data-connection={connection}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.4em',
        px: connection === 'reconnecting' ? '0.6em' : 0,
        borderRadius: '999px',
        bgcolor: tone.bg,
        color: tone.fg,
        fontWeight: connection === 'reconnecting' ? 700 : 400,
        '&::before': {
          content: '""',
          width: '0.6em',
          height: '0.6em',
          borderRadius: '50%',
          bgcolor: tone.dot,
        },
      }}
    >
      {CONNECTION_LABELS[connection]}
    </Box>
  );
}
