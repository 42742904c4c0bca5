import { lazy, Suspense, useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { withMui } from '@/components/with-mui';
import { LABELS, MESSAGES } from '@/shared/messages';
import type { RegistStatus } from '@/shared/regist-status';

// The dialog (MUI Modal, with MUI's theme) and the Functions SDK load only when the participant starts
// to cancel.
const ConfirmDialog = lazy(
  withMui(() => import('@/components/confirm-dialog').then((mod) => ({ default: mod.ConfirmDialog }))),
);

/** Statuses the participant may still cancel from; cancelRegist refuses a rejected one. */
export const CANCELLABLE: readonly RegistStatus[] = ['pending', 'accepted', 'waitlisted'];

/** The participant's キャンセルする, confirmed first; `onCancelled` once cancelRegist has succeeded. */
export function TicketCancel({
  ticketId,
  status,
  onCancelled,
}: {
  ticketId: string;
  status: RegistStatus;
  onCancelled: () => void;
}) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!CANCELLABLE.includes(status)) return null;

  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    const result = await import('../api/cancel-regist')
      .then(({ cancelRegist }) => cancelRegist(ticketId))
      .catch(() => ({ ok: false, message: MESSAGES.offline }) as const);
    setBusy(false);
    if (result.ok) {
      onCancelled();
      notify(MESSAGES.ticketCancelled);
    } else {
      setProblem(result.message);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
        {busy ? 'キャンセルしています…' : LABELS.cancelRegist}
      </Button>
      {problem ? <LoadError>{problem}</LoadError> : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={MESSAGES.ticketCancelConfirm}
            confirmLabel={LABELS.cancelRegist}
            destructive
            onCancel={() => setConfirming(false)}
            onConfirm={() => void cancel()}
          >
            {MESSAGES.ticketCancelNote}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}
