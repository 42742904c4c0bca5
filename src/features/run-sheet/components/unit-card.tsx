import Button from '@mui/material/Button';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { formatTime } from '@/shared/date-time';
import { formatMinutes, type TimelineUnit } from '@/shared/run-sheet/timeline';
import type { Entry } from '@/shared/schemas/entry';
import { UNIT_KIND_LABELS, type Unit } from '@/shared/schemas/unit';
import { entriesText, UNIT_STATE_LABELS, UNIT_STATE_TONES, unitState, type UnitState } from '../unit-display';
import { STAFF_LABELS } from '@/shared/staff-messages';
import classes from './unit-card.module.css';

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
  /** For an item that holds a stage: its matches left, their length and its estimated end (unit-display playLines). */
  playLine: string | null;
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
    a.playLine === b.playLine &&
    sameIds(a.row.entryIds, b.row.entryIds) &&
    timesText(a.row) === timesText(b.row)
  );
}

const buttonSx = { minWidth: 48, minHeight: 40 } as const;

interface ActionsProps extends UnitCardActions {
  unitId: string;
  /** 「第1種目」を開始: each button says which item it acts on. */
  title: string;
  state: UnitState;
  index: number;
  count: number;
}

/**
 * The card's buttons, drawn again only when what they do changes: a tap that moves every waiting
 * card's 見込み redraws the times line of each, not its five MUI buttons.
 */
const CardActions = memo(function CardActions({
  unitId,
  title,
  state,
  index,
  count,
  onStart,
  onFinish,
  onMove,
  onEdit,
}: ActionsProps) {
  const named = (action: string) => `「${title}」を${action}`;
  return (
    <div className={classes.actions}>
      {state === 'running' ? (
        <Button
          variant="contained"
          aria-label={named(STAFF_LABELS.runSheetFinish)}
          onClick={() => onFinish(unitId)}
        >
          {STAFF_LABELS.runSheetFinish}
        </Button>
      ) : (
        <Button
          variant="outlined"
          aria-label={named(STAFF_LABELS.runSheetStart)}
          onClick={() => onStart(unitId)}
        >
          {STAFF_LABELS.runSheetStart}
        </Button>
      )}
      {state === 'waiting' ? (
        <Button aria-label={named(STAFF_LABELS.runSheetSkip)} onClick={() => onFinish(unitId)}>
          {STAFF_LABELS.runSheetSkip}
        </Button>
      ) : null}
      <div className={classes.moves}>
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
        <Button size="small" aria-label={named('編集')} onClick={() => onEdit(unitId)} sx={buttonSx}>
          編集
        </Button>
      </div>
    </div>
  );
});

/**
 * One item of 進行表 as a card (no wide table: it must work on a phone). The handle drags it; 上へ /
 * 下へ move it one step for those who cannot drag; 開始 / 終了 / スキップ run the day.
 */
export const UnitCard = memo(function UnitCard({
  row,
  index,
  count,
  entriesById,
  playLine,
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
  const className = [
    classes.card,
    running ? classes.running : '',
    state === 'done' || state === 'skipped' ? classes.past : '',
    isDragging ? classes.dragging : '',
  ].join(' ');

  return (
    <li
      ref={setNodeRef}
      aria-labelledby={`${numberId} ${titleId}`}
      aria-current={running ? 'step' : undefined}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`「${row.title}」を並べ替え`}
        className={classes.handle}
      >
        <span aria-hidden>⠿</span>
      </button>
      <div className={classes.body}>
        <div className={classes.head}>
          <span id={numberId} className={classes.number}>
            {index + 1}
          </span>
          <StatusBadge
            label={UNIT_KIND_LABELS[row.kind]}
            tone={row.kind === 'final' ? 'secondary' : 'default'}
          />
          <h3 id={titleId} className={classes.title}>
            {row.title}
          </h3>
          <StatusBadge label={UNIT_STATE_LABELS[state]} tone={UNIT_STATE_TONES[state]} />
        </div>
        <p className={`t-body2 ${classes.times}`}>{timesText(row)}</p>
        {playLine ? <p className={`t-body2 ${classes.wrap}`}>{playLine}</p> : null}
        {entries.count > 0 ? (
          <p className={`t-body2 ${classes.wrap}`}>
            エントリー（{entries.count}）: {entries.text}
          </p>
        ) : null}
        {row.note ? <p className={`t-body2 ${classes.note}`}>{row.note}</p> : null}
        <CardActions
          unitId={row.id}
          title={row.title}
          state={state}
          index={index}
          count={count}
          onStart={onStart}
          onFinish={onFinish}
          onMove={onMove}
          onEdit={onEdit}
        />
      </div>
    </li>
  );
}, sameCard);
