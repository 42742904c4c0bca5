import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { db } from '@/lib/firebase/firestore';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { clubRef } from '@/lib/db/clubs/refs';
import { UNSEEN } from '@/lib/sync/pending-writes';
import { useSyncState, type SyncState } from '@/lib/sync/use-sync-state';
import { STAFF_SYNC } from '@/shared/staff-messages';

const count = (template: string, n: number) => template.replace('{n}', String(n));

/** The bar's one line, or null when there is nothing to say. */
export function syncText({
  phase,
  unsent,
  keptOnDevice,
}: Pick<SyncState, 'phase' | 'unsent' | 'keptOnDevice'>) {
  switch (phase) {
    case 'offline': {
      const head = keptOnDevice ? STAFF_SYNC.offline : STAFF_SYNC.offlineNotKept;
      return unsent > 0 ? `${head}（${count(STAFF_SYNC.unsent, unsent)}）` : head;
    }
    case 'sending':
      return count(STAFF_SYNC.sending, unsent);
    case 'sent':
      return STAFF_SYNC.allSent;
    case 'quiet':
      return null;
  }
}

const labelsOf = (writes: SyncState['refused']) =>
  [...new Set(writes.map((write) => write.label))].join('、');

/**
 * The refusals: what was not saved and why (the first reason), in one sentence; the writes queued
 * before a reload that the server does not show (UNSEEN, no reason known) in another.
 */
function refusedText(refused: SyncState['refused']): string[] {
  const unseen = refused.filter((write) => write.code === UNSEEN);
  const answered = refused.filter((write) => write.code !== UNSEEN);
  return [
    ...(answered.length > 0
      ? [
          STAFF_SYNC.refused
            .replace('{reason}', writeErrorMessage({ code: answered[0].code }))
            .replace('{labels}', labelsOf(answered)),
        ]
      : []),
    ...(unseen.length > 0 ? [STAFF_SYNC.unseen.replace('{labels}', labelsOf(unseen))] : []),
  ];
}

/**
 * The offline bar of every staff page (docs/venue-mode.md, "What the page says: the offline bar"):
 * offline, with the count of unsent writes; sending; all sent. It stays in the page (role="status",
 * polite) so a screen reader hears each change, and sticks to the top while the page scrolls. A
 * queued write the server refused is said apart (role="alert") until dismissed.
 *
 * `clubId` names the club whose document is the Firestore probe (lib/sync/use-sync-state.ts).
 */
export function OfflineBar({ clubId }: { clubId: string | null }) {
  const state = useSyncState(clubId === null ? null : `club:${clubId}`, () =>
    clubRef(db(), clubId as string),
  );
  const text = syncText(state);
  const severity = state.phase === 'offline' ? 'warning' : state.phase === 'sent' ? 'success' : 'info';
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        // Under the app's top bar (1100) when it slides back in; alone at the top while it is hidden.
        zIndex: 'speedDial',
        mb: text || state.refused.length ? 2 : 0,
        displayPrint: 'none',
      }}
    >
      <Box role="status" aria-live="polite">
        {text ? (
          // Not an alert of its own: the status around it is the one live region.
          <Alert severity={severity} variant="filled" role="none">
            {text}
          </Alert>
        ) : null}
      </Box>
      {state.refused.length > 0 ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: text ? 1 : 0 }}
          action={
            <Button color="inherit" size="small" onClick={state.dismissRefused}>
              {STAFF_SYNC.refusedDismiss}
            </Button>
          }
        >
          {refusedText(state.refused).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
