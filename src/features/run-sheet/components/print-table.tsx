import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatDate, formatTime } from '@/shared/date-time';
import { formatMinutes, type TimelineUnit } from '@/shared/run-sheet/timeline';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import { UNIT_KIND_LABELS, type Unit } from '@/shared/schemas/unit';
import type { Stage } from '@/shared/schemas/stage';
import { entriesText, heldStagesText } from '../unit-display';

const cell = {
  border: '1px solid #999',
  px: 0.75,
  py: 0.5,
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/**
 * 進行表 on paper: hidden on screen, the only thing printed. Planned times, as handed out before
 * the day; every entry is listed.
 */
export const PrintTable = memo(function PrintTable({
  compe,
  rows,
  entriesById,
  stages,
}: {
  compe: Compe;
  rows: readonly TimelineUnit<Unit>[];
  entriesById: ReadonlyMap<string, Entry>;
  /** The competition's stages: an item names those it holds, with their tables on a hall. */
  stages: readonly Stage[];
}) {
  return (
    <Box sx={{ display: 'none', displayPrint: 'block', color: '#000' }}>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {compe.title} 進行表
      </Typography>
      <Typography component="p" sx={{ mb: 1 }}>
        {formatDate(compe.eventedAt)} {formatTime(compe.eventedAt)}開始
        {compe.venue ? ` ・ ${compe.venue}` : ''}
      </Typography>
      <Box
        component="table"
        aria-label="進行表（印刷用）"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '10pt',
          '& th, & td': cell,
          '& tbody tr': { breakInside: 'avoid' },
          '& .print-note': { display: 'block', fontSize: '9pt', whiteSpace: 'pre-line' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">順</th>
            <th scope="col">開始予定</th>
            <th scope="col">種目</th>
            <th scope="col">内容</th>
            <th scope="col">時間</th>
            <th scope="col">エントリー</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td>{index + 1}</td>
              <td>{formatTime(row.plannedStart)}</td>
              <td>{UNIT_KIND_LABELS[row.kind]}</td>
              <td>
                {row.title}
                {heldStagesText(row, stages, compe.hall) ? (
                  <span className="print-note">対戦: {heldStagesText(row, stages, compe.hall)}</span>
                ) : null}
                {row.note ? <span className="print-note">{row.note}</span> : null}
              </td>
              <td>{formatMinutes(row.minutes)}</td>
              <td>{entriesText(row.entryIds, entriesById).text}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
});
