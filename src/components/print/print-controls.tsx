import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LABELS } from '@/shared/messages';
import { STAFF_PRINT } from '@/shared/staff-messages';

/** Something the print cannot have (its fonts, its QR codes), said in words, with a way to ask again. */
export interface PrintProblem {
  key: string;
  message: string;
  retry: () => void;
}

/**
 * 印刷 of a print page (docs/play.md "Fonts on paper"): pressable once what the paper needs is
 * there — `waiting` names what is still coming, beside the button. When something cannot be had,
 * each problem is said with 再試行, and printing without it is a choice of its own
 * (`printAnyway`: 「QRコードなしで印刷」), never what 印刷 does unannounced.
 */
export function PrintControls({
  waiting,
  problems,
  printAnyway = STAFF_PRINT.printAnyway,
  disabled = false,
}: {
  waiting: readonly string[];
  problems: readonly PrintProblem[];
  printAnyway?: string;
  /** Nothing to print (none chosen): the page says why elsewhere. */
  disabled?: boolean;
}) {
  const statusId = useId();
  const blocked = problems.length > 0;
  const busy = !blocked && waiting.length > 0;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {problems.map((problem) => (
        <Alert
          key={problem.key}
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={problem.retry}>
              {STAFF_PRINT.retry}
            </Button>
          }
        >
          {problem.message}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={() => window.print()}
          disabled={disabled || busy || blocked}
          aria-describedby={busy ? statusId : undefined}
        >
          {LABELS.print}
        </Button>
        {blocked && !disabled ? (
          <Button variant="outlined" onClick={() => window.print()}>
            {printAnyway}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="textSecondary" role="status" id={statusId}>
        {busy && !disabled ? STAFF_PRINT.preparing.replace('{what}', waiting.join('と')) : ''}
      </Typography>
    </Stack>
  );
}
