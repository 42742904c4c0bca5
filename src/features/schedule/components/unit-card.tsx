import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { formatTime } from '../../../lib/format';
import { formatMinutes, type TimelineUnit } from '../../../shared/run-sheet';
import type { Entry } from '../../../shared/schemas/entry';
import { UNIT_KIND_LABELS, type Unit } from '../../../shared/schemas/unit';
import { DRAWN_AT_ONCE, entriesText, UNIT_STATE_LABELS, UNIT_STATE_TONES, unitState } from '../unit-display';
import { STAFF_LABELS } from '../../../shared/staff-messages';

/** Entries shown on a card before 「ほか n 名」; the print view lists them all. */
const SHOWN_ENTRIES = 8;

/**
 * What a card's buttons ask for, by unit id. The page keeps one identity for each across renders,
 * so a card is drawn again only when what it shows changes (see `sameCard`).
 */
export interface UnitCardActions {
  onStart: (unitId: string) => void;
  onFinish: (unitId: string) => void;
  onMove: (from: number, to: number) => void;
  onEdit: (unitId: string) => void;
}

interface Props extends UnitCardActions {
  row: TimelineUnit<Unit>;
  index: number;
  count: number;
  entriesById: ReadonlyMap<string, Entry>;
}

/** Planned time, then what really happened or is now expected when that differs. */
function timesText(row: TimelineUnit<Unit>): string {
  const planned = formatTime(row.plannedStart);
  const parts = [`開始予定 ${planned}`, formatMinutes(row.minutes)];
  if (row.status === 'done' && row.startedAt) {
    parts.push(`実績 ${formatTime(row.startedAt)}〜${row.endedAt ? formatTime(row.endedAt) : ''}`);
  } else if (row.status === 'running' && row.startedAt) {
    parts.push(`開始 ${formatTime(row.startedAt)}`);
  } else if (row.estimatedStart && formatTime(row.estimatedStart) !== planned) {
    parts.push(`見込み ${formatTime(row.estimatedStart)}`);
  }
  return parts.join(' ・ ');
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Whether two renders of a card would show the same: every change of the sheet re-times every row
 * (new objects, estimates shifted by milliseconds), yet a card is drawn again only when its own
 * text, state or place changes. The handlers take ids, so an older row in them is never acted on.
 */
function sameCard(a: Props, b: Props): boolean {
  return (
    a.index === b.index &&
    a.count === b.count &&
    a.entriesById === b.entriesById &&
    a.onStart === b.onStart &&
    a.onFinish === b.onFinish &&
    a.onMove === b.onMove &&
    a.onEdit === b.onEdit &&
    a.row.id === b.row.id &&
    a.row.title === b.row.title &&
    a.row.kind === b.row.kind &&
    a.row.note === b.row.note &&
    a.row.status === b.row.status &&
    a.row.skipped === b.row.skipped &&
    sameIds(a.row.entryIds, b.row.entryIds) &&
    timesText(a.row) === timesText(b.row)
  );
}

const buttonSx = { minWidth: 48, minHeight: 40 } as const;

/**
 * One item of 進行表 as a card (no wide table: it must work on a phone). The handle drags it; 上へ /
 * 下へ move it one step for those who cannot drag; 開始 / 終了 / スキップ run the day.
 */
export const UnitCard = memo(function UnitCard({
  row,
  index,
  count,
  entriesById,
  onStart,
  onFinish,
  onMove,
  onEdit,
}: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, attributes: { roleDescription: '並べ替えできる項目' } });
  const numberId = useId();
  const titleId = useId();
  const state = unitState(row);
  const running = row.status === 'running';
  const entries = entriesText(row.entryIds, entriesById, SHOWN_ENTRIES);
  const named = (action: string) => `「${row.title}」を${action}`;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-labelledby={`${numberId} ${titleId}`}
      aria-current={running ? 'step' : undefined}
      sx={[
        (theme) => ({
          listStyle: 'none',
          display: 'flex',
          gap: 1,
          p: { xs: 1, sm: 1.5 },
          border: running ? 2 : 1,
          borderColor: running ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: running ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
          position: 'relative',
          transform: CSS.Translate.toString(transform),
          transition,
          zIndex: isDragging ? 2 : undefined,
          boxShadow: isDragging ? 4 : undefined,
          '& .MuiButton-root': DRAWN_AT_ONCE,
        }),
        state === 'done' || state === 'skipped' ? { color: 'text.secondary' } : {},
      ]}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={named('並べ替え')}
        sx={{
          flexShrink: 0,
          width: 40,
          minHeight: 44,
          alignSelf: 'stretch',
          border: 0,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          cursor: isDragging ? 'grabbing' : 'grab',
          fontSize: '1.25rem',
          // The handle alone takes touches, so the rest of the card still scrolls the page.
          touchAction: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <span aria-hidden>⠿</span>
      </Box>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={numberId} component="span" sx={{ fontWeight: 700, minWidth: '1.5em' }}>
            {index + 1}
          </Typography>
          <StatusBadge
            label={UNIT_KIND_LABELS[row.kind]}
            tone={row.kind === 'final' ? 'secondary' : 'default'}
          />
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere', flex: '1 1 8em' }}
          >
            {row.title}
          </Typography>
          <StatusBadge label={UNIT_STATE_LABELS[state]} tone={UNIT_STATE_TONES[state]} />
        </Stack>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {timesText(row)}
        </Typography>
        {entries.count > 0 ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            エントリー（{entries.count}）: {entries.text}
          </Typography>
        ) : null}
        {row.note ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {row.note}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
          {row.status === 'running' ? (
            <Button
              variant="contained"
              aria-label={named(STAFF_LABELS.runSheetFinish)}
              onClick={() => onFinish(row.id)}
            >
              {STAFF_LABELS.runSheetFinish}
            </Button>
          ) : (
            <Button
              variant="outlined"
              aria-label={named(STAFF_LABELS.runSheetStart)}
              onClick={() => onStart(row.id)}
            >
              {STAFF_LABELS.runSheetStart}
            </Button>
          )}
          {state === 'waiting' ? (
            <Button aria-label={named(STAFF_LABELS.runSheetSkip)} onClick={() => onFinish(row.id)}>
              {STAFF_LABELS.runSheetSkip}
            </Button>
          ) : null}
          <Stack direction="row" sx={{ gap: 0.5, ml: 'auto' }}>
            <Button
              size="small"
              aria-label={named('上へ')}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              sx={buttonSx}
            >
              上へ
            </Button>
            <Button
              size="small"
              aria-label={named('下へ')}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              sx={buttonSx}
            >
              下へ
            </Button>
            <Button size="small" aria-label={named('編集')} onClick={() => onEdit(row.id)} sx={buttonSx}>
              編集
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}, sameCard);
