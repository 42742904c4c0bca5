import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ActionGroup } from '@/components/action-group';
import { SortableList } from '@/components/sortable-list';
import type { Stage } from '@/shared/schemas/stage';
import { moveItem, type StageEntrant } from '../entrants';
import classes from './seed-list.module.css';
import { useMoveFocus } from './use-move-focus';

interface Props {
  stage: Stage;
  /** Saves the entrants in this order; resolves true when it worked. */
  onSave: (stage: Stage, entrants: StageEntrant[], done: string) => Promise<boolean>;
  /** 「エントリーから取り込み直す」 */
  onReimport: (stage: Stage) => void;
}

type Action = 'up' | 'down' | 'remove';
const ACTION_LABELS: Record<Action, string> = { up: '上へ', down: '下へ', remove: '外す' };
const buttonSx = { minWidth: 48, minHeight: 40 } as const;

const SeedRow = memo(function SeedRow({
  entrant,
  index,
  count,
  seeded,
  buttonRef,
  onAction,
}: {
  entrant: StageEntrant;
  index: number;
  count: number;
  /** Within シード数: kept at its seed's place by the draw. */
  seeded: boolean;
  buttonRef: (key: string) => (element: HTMLButtonElement | null) => void;
  onAction: (entrant: StageEntrant, index: number, action: Action) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entrant.id, attributes: { roleDescription: '並べ替えできる出場者' } });
  return (
    <li
      ref={setNodeRef}
      className={`${classes.row} ${isDragging ? classes.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-entrant={entrant.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`${entrant.name}を並べ替え`}
        className={classes.handle}
      >
        <span aria-hidden>⠿</span>
      </button>
      <span className={classes.seed}>{index + 1}</span>
      <span className={classes.name}>
        {entrant.name}
        {entrant.affiliation ? <span className={classes.affiliation}>（{entrant.affiliation}）</span> : null}
        {seeded ? <span className={classes.badge}>シード</span> : null}
      </span>
      <span className={classes.actions}>
        {(['up', 'down', 'remove'] as const).map((action) => (
          <Button
            key={action}
            ref={buttonRef(`${entrant.id}:${action}`)}
            size="small"
            color={action === 'remove' ? 'error' : 'primary'}
            aria-label={`${entrant.name}を${ACTION_LABELS[action]}`}
            disabled={(action === 'up' && index === 0) || (action === 'down' && index === count - 1)}
            onClick={() => onAction(entrant, index, action)}
            sx={buttonSx}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </span>
    </li>
  );
});

/**
 * 出場者・シード順 of a stage fed by エントリー, before its draw: the entrants in seed order, moved by
 * drag (pointer, a short press on a phone, or the keyboard on the handle) or one step with 上へ /
 * 下へ, taken out with 外す, or read again from エントリー. The first シード数 of this order are the
 * seeds the draw keeps in place (docs/play.md "The draw"). Each change is saved at once, and shows
 * in its new place before the listener brings it back.
 */
export function SeedList({ stage, onSave, onReimport }: Props) {
  const headingId = useId();
  const [moved, setMoved] = useState<{ basis: Stage['entrants']; list: StageEntrant[] } | null>(null);
  const shown = moved && moved.basis === stage.entrants ? moved.list : stage.entrants;
  const ids = useMemo(() => shown.map((entrant) => entrant.id), [shown]);
  const { ref, focusAfter } = useMoveFocus();
  const [said, setSaid] = useState('');

  const save = (next: StageEntrant[], done: string) => {
    setMoved({ basis: stage.entrants, list: next });
    setSaid(done);
    void onSave(stage, next, done).then((saved) => {
      // Refused: the stored order comes back on screen.
      if (!saved) setMoved(null);
    });
  };
  const move = (from: number, to: number) => {
    const entrant = shown[from];
    if (!entrant || from === to || to < 0 || to >= shown.length) return;
    save(moveItem(shown, from, to), `${entrant.name}をシード順${to + 1}番にしました`);
  };
  const act = (entrant: StageEntrant, index: number, action: Action) => {
    if (action === 'remove') {
      const next = shown.filter((e) => e.id !== entrant.id);
      save(next, `${entrant.name}を「${stage.name}」から外しました`);
      const neighbour = next[Math.min(index, next.length - 1)];
      focusAfter(neighbour ? `${neighbour.id}:remove` : 'reimport');
      return;
    }
    move(index, action === 'up' ? index - 1 : index + 1);
    focusAfter(`${entrant.id}:${action}`, `${entrant.id}:${action === 'up' ? 'down' : 'up'}`);
  };
  // One identity for every row (rows are memo): an action reads the list on screen when it happens.
  const latest = useRef(act);
  useLayoutEffect(() => {
    latest.current = act;
  });
  const onAction = useCallback(
    (entrant: StageEntrant, index: number, action: Action) => latest.current(entrant, index, action),
    [],
  );
  const knockout = stage.format === 'single' || stage.format === 'double';
  const seeds = knockout ? Math.min(stage.seeds, shown.length) : 0;

  return (
    // Not a landmark: every stage has one, and the stage's own region holds it.
    <div role="group" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h4" id={headingId}>
        出場者・シード順
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {shown.length}人。上から順にシード順です
        {seeds > 0 ? `（上位${seeds}人がシード）` : ''}
        {stage.format === 'league' ? `（上位${stage.groups}人は別々の組に入ります）` : ''}
        {stage.format === 'swiss' ? '（第1ラウンドは上位半分と下位半分の対戦）' : ''}
        。組み合わせ作成後は変更できません。
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <ActionGroup label={`${stage.name}の出場者の操作`}>
          <Button ref={ref('reimport')} variant="outlined" onClick={() => onReimport(stage)}>
            エントリーから取り込み直す
          </Button>
        </ActionGroup>
        <SortableList
          ids={ids}
          nameOf={(id) => shown.find((e) => e.id === id)?.name ?? ''}
          placeOf={(place) => `シード順${place}番`}
          onMove={move}
        >
          <ol aria-label={`${stage.name}の出場者（シード順）`} className={classes.list}>
            {shown.map((entrant, index) => (
              <SeedRow
                key={entrant.id}
                entrant={entrant}
                index={index}
                count={shown.length}
                seeded={index < seeds}
                buttonRef={ref}
                onAction={onAction}
              />
            ))}
          </ol>
        </SortableList>
      </Stack>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </div>
  );
}

/** After the draw: the entrants as the draw placed them by seed, to read only. */
export function SeedListReadOnly({ stage }: { stage: Stage }) {
  return (
    <details className={classes.details}>
      <summary>出場者・シード順（{stage.entrants.length}人）</summary>
      <Typography variant="body2" color="textSecondary">
        組み合わせ作成時のシード順です。組み合わせ作成後は変更できません。
      </Typography>
      <ol aria-label={`${stage.name}の出場者（シード順）`} className={classes.plainList}>
        {stage.entrants.map((entrant) => (
          <li key={entrant.id}>
            {entrant.name}
            {entrant.affiliation ? `（${entrant.affiliation}）` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
