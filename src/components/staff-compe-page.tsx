import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffCompe } from '@/lib/db/compes/use-staff-compe';
import { formatDate } from '@/shared/date-time';
import type { Compe } from '@/shared/schemas/compe';
import { StaffCompeGate } from './staff-compe-gate';

/**
 * A page of the competition menu (エントリー, 進行表, 対戦): the competition of the URL through
 * StaffCompeGate, headed by its title, date and venue, then the page itself.
 */
export function StaffCompePage({
  label,
  printHeading = true,
  children,
}: {
  /** Said before the date (進行表 ・ 11月25日 …). */
  label?: string;
  /** False where the page prints a heading of its own (進行表's print table). */
  printHeading?: boolean;
  children: (compe: Compe) => ReactNode;
}) {
  const print = printHeading ? undefined : { displayPrint: 'none' };
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compeState = useStaffCompe(compeId);
  return (
    <StaffCompeGate clubId={clubId} compe={compeState}>
      {(compe) => (
        <Stack spacing={2}>
          <div>
            <Typography variant="h5" component="h2" sx={print}>
              {compe.title}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={print}>
              {label ? `${label} ・ ` : ''}
              {formatDate(compe.eventedAt)}
              {compe.venue ? ` ・ ${compe.venue}` : ''}
            </Typography>
          </div>
          {children(compe)}
        </Stack>
      )}
    </StaffCompeGate>
  );
}
