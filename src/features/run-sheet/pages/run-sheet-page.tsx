import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoading } from '@/components/page-loading';
import { PrintPageOnly } from '@/components/print-page-only';
import { LABELS, MESSAGES } from '@/shared/messages';
import { advance, finishUnit, reorder, resetProgress, startUnit } from '@/shared/run-sheet/unit-actions';
import { boardMatches, buildBoard } from '@/shared/run-sheet/board-document';
import { sortByOrder, timeline, type TimelineUnit } from '@/shared/run-sheet/timeline';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Unit } from '@/shared/schemas/unit';
import { newUnitId, type RunSheet } from '@/lib/db/units/save-run-sheet';
import { usePublishedBoard } from '@/lib/db/board/use-published-board';
import { useEntries } from '@/lib/db/entries/use-entries';
import { useUnits } from '@/lib/db/units/use-units';
import { useStages } from '@/lib/db/stages/use-stages';
import { playUnitEnds } from '@/shared/play/unit-play';
import type { Stage } from '@/shared/schemas/stage';
import { NoticeForm } from '../components/notice-form';
import { PrintTable } from '../components/print-table';
import { RunSheetSummary } from '../components/run-sheet-summary';
import { RunSheetResolvedNotice, useRunSheetConflicts } from '../components/run-sheet-resolved-notice';
import { UnitDialog } from '../components/unit-dialog';
import type { UnitCardActions } from '../components/unit-card';
import { UnitList } from '../components/unit-list';
import { editedUnit, MAX_UNITS, newUnit, type UnitFormValues } from '@/shared/schemas/unit-form';
import { useNow } from '@/lib/use-now';
import { useRunSheetActions } from '../use-run-sheet-actions';
import { DRAWN_AT_ONCE, playLines } from '../unit-display';
import { STAFF_LABELS, STAFF_MESSAGES } from '@/shared/staff-messages';
import { StaffCompePage } from '@/components/staff-compe-page';
import { ActionGroup } from '@/components/action-group';

type Editing = { unit: Unit | null } | null;
type Confirm =
  { kind: 'restart'; row: TimelineUnit<Unit> } | { kind: 'delete'; unit: Unit } | { kind: 'reset' };

/** What 次へ will do, said beside the button so nobody taps it blind. */
function nextCaption(units: readonly Unit[], changes: readonly Unit[]): string {
  const starting = changes.find((unit) => unit.status === 'running');
  if (starting) return `「${starting.title}」を開始`;
  const finishing = changes.find((unit) => unit.status === 'done');
  if (finishing) return `「${finishing.title}」を終了`;
  return units.length === 0 ? '' : MESSAGES.runSheetAllDone;
}

/** 項目を追加 ・ 印刷 ・ 進行をリセット: drawn again only when what they allow changes. */
const SheetTools = memo(function SheetTools({
  full,
  empty,
  resettable,
  onAdd,
  onReset,
}: {
  full: boolean;
  empty: boolean;
  resettable: boolean;
  onAdd: () => void;
  onReset: () => void;
}) {
  return (
    <ActionGroup label="進行表の操作">
      <Button variant="contained" disabled={full} onClick={onAdd}>
        {STAFF_LABELS.runSheetAdd}
      </Button>
      <Button variant="outlined" disabled={empty} onClick={() => window.print()}>
        {LABELS.print}
      </Button>
      <Button variant="outlined" color="inherit" disabled={!resettable} onClick={onReset} sx={{ ml: 'auto' }}>
        進行をリセット
      </Button>
    </ActionGroup>
  );
});

/** 次へ, with what it will do beside it, kept at the bottom of the screen. */
const NextBar = memo(function NextBar({
  caption,
  disabled,
  onNext,
}: {
  caption: string;
  disabled: boolean;
  onNext: () => void;
}) {
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="進行の操作"
      sx={{
        position: 'sticky',
        bottom: 8,
        zIndex: 3,
        p: 1,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        displayPrint: 'none',
      }}
    >
      <Typography
        sx={{
          flex: 1,
          fontWeight: 700,
          overflowWrap: 'anywhere',
          alignSelf: { xs: 'stretch', sm: 'center' },
        }}
      >
        {caption}
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={disabled}
        onClick={onNext}
        sx={{
          minHeight: 56,
          minWidth: 160,
          fontSize: '1.25rem',
          fontWeight: 700,
          width: { xs: '100%', sm: 'auto' },
          ...DRAWN_AT_ONCE,
        }}
      >
        {STAFF_LABELS.runSheetNext}
      </Button>
    </Paper>
  );
});

function RunSheetEditor({
  compe,
  units,
  entries,
  stages: read,
}: {
  compe: Compe;
  units: Unit[];
  entries: Entry[];
  /** The competition's stages in their order; null while they load or when they cannot be read. */
  stages: Stage[] | null;
}) {
  // Until the stages come every item is timed by its own minutes, as before the play existed, and
  // says nothing of its stage (unit-display playLines).
  const stages = read ?? NO_STAGES;
  const nowMs = useNow(10_000);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  // A running item that holds a stage ends when its matches are estimated to (shared/play/unit-play.ts).
  // Its stages play on the hall's shared tables with every other stage. Without the hall's 休憩: ライブ
  // and the tickets time the day from the board and the stages alone, and must tell the same time.
  const playEnds = useMemo(() => playUnitEnds(units, stages, now), [units, stages, now]);
  const sheet = useMemo(
    () => timeline(compe.eventedAt, units, now, playEnds),
    [compe.eventedAt, units, now, playEnds],
  );
  const plays = useMemo(() => playLines(sheet.units, read, compe.hall), [sheet, read, compe.hall]);
  const runSheet = useMemo<RunSheet>(
    () => ({
      compeId: compe.id,
      startAt: compe.eventedAt,
      units,
      entries,
      notice: compe.live.notice,
      playEnds,
    }),
    [compe.id, compe.eventedAt, compe.live.notice, units, entries, playEnds],
  );
  const { save, pending, busy, current } = useRunSheetActions(runSheet);
  const resolved = useRunSheetConflicts({ compeId: compe.id, units, save, busy, pending });
  const board = usePublishedBoard(compe.id);
  const boardBehind = useMemo(() => {
    if (board.status !== 'ready') return false;
    if (board.data === null) return runSheet.units.length > 0;
    return !boardMatches(board.data, buildBoard({ ...runSheet, now }));
  }, [board, runSheet, now]);
  // Not while saving: right after an action the units and the board may arrive in separate events.
  const boardStale = boardBehind && !pending;
  const entriesById = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const [editing, setEditing] = useState<Editing>(null);
  // The subject stays set while the confirmation fades out, so its title does not blank mid-fade.
  const [confirm, setConfirm] = useState<{ value: Confirm; open: boolean } | null>(null);
  const ask = (value: Confirm) => setConfirm({ value, open: true });
  const closeConfirm = () => setConfirm((current) => current && { ...current, open: false });

  const nextChanges = advance(units, now);
  const full = units.length >= MAX_UNITS;
  const resettable = resetProgress(units).length > 0;

  // The cards' handlers keep one identity, so a tap (and the `pending` it sets) or a change of one
  // unit does not draw every card again; they act on current(), the sheet with the last taps in it.
  const rows = useRef(sheet.units);
  useLayoutEffect(() => {
    rows.current = sheet.units;
  });
  const actions = useMemo<UnitCardActions>(() => {
    const rowOf = (unitId: string) => rows.current.find((row) => row.id === unitId);
    return {
      onStart: (unitId) => {
        const row = rowOf(unitId);
        if (!row) return;
        if (row.status === 'done') return setConfirm({ value: { kind: 'restart', row }, open: true });
        void save({ units: startUnit(current(), unitId, new Date()) });
      },
      onFinish: (unitId) => void save({ units: finishUnit(current(), unitId, new Date()) }),
      onMove: (from, to) => void save({ units: reorder(current(), from, to) }),
      onEdit: (unitId) => {
        const unit = current().find((unit) => unit.id === unitId);
        if (unit) setEditing({ unit });
      },
    };
  }, [save, current]);
  const updateNotice = useCallback((notice: string) => save({ notice }), [save]);
  const next = useCallback(() => {
    // A second tap before 次へ is drawn disabled would advance from the sheet before the first.
    if (busy()) return;
    void save({ units: advance(current(), new Date()) });
  }, [busy, save, current]);
  const openNew = useCallback(() => setEditing({ unit: null }), []);
  const askReset = useCallback(() => setConfirm({ value: { kind: 'reset' }, open: true }), []);

  const saveUnit = (unit: Unit | null) => async (values: UnitFormValues) =>
    unit
      ? save({ units: [editedUnit(unit, values)] }, `「${values.title}」を保存しました`)
      : save(
          { units: [newUnit(newUnitId(compe.id), values, current())] },
          `「${values.title}」を追加しました`,
        );

  const onConfirm = async () => {
    if (!confirm) return;
    const { value } = confirm;
    closeConfirm();
    if (value.kind === 'restart') {
      await save({ units: startUnit(current(), value.row.id, new Date()) });
    } else if (value.kind === 'delete') {
      if (await save({ deletedIds: [value.unit.id] }, `「${value.unit.title}」を削除しました`))
        setEditing(null);
    } else {
      await save({ units: resetProgress(current()) }, '進行をリセットしました');
    }
  };

  const confirmText = (value: Confirm) => {
    switch (value.kind) {
      case 'restart':
        return value.row.startedAt
          ? {
              title: `「${value.row.title}」をもう一度開始しますか？`,
              body: STAFF_MESSAGES.runSheetRestartNote,
              label: '開始する',
            }
          : {
              title: `「${value.row.title}」を開始しますか？`,
              body: 'スキップした項目を、今の時刻から開始します。',
              label: '開始する',
            };
      case 'delete':
        return {
          title: `「${value.unit.title}」を削除しますか？`,
          body: STAFF_MESSAGES.runSheetDeleteNote,
          label: '削除する',
        };
      case 'reset':
        return {
          title: STAFF_MESSAGES.runSheetResetConfirm,
          body: STAFF_MESSAGES.runSheetResetNote,
          label: 'リセットする',
        };
    }
  };
  const confirmShown = confirm ? confirmText(confirm.value) : null;

  return (
    <Stack spacing={2}>
      <PrintPageOnly />
      <RunSheetSummary startAt={compe.eventedAt} sheet={sheet} />
      <RunSheetResolvedNotice notice={resolved.notice} onClose={resolved.dismiss} />

      <SheetTools
        full={full}
        empty={units.length === 0}
        resettable={resettable}
        onAdd={openNew}
        onReset={askReset}
      />
      {boardStale ? (
        <Alert
          severity="warning"
          sx={{ displayPrint: 'none' }}
          action={
            <Button
              color="inherit"
              onClick={() => void save({}, 'ライブページに反映しました', { publish: true })}
            >
              ライブに反映
            </Button>
          }
        >
          {STAFF_MESSAGES.runSheetBoardStale}
        </Alert>
      ) : null}
      {full ? (
        <Alert severity="info" sx={{ displayPrint: 'none' }}>
          {STAFF_MESSAGES.runSheetFull}
        </Alert>
      ) : null}

      <Paper
        component="section"
        variant="outlined"
        aria-label="進行表"
        sx={{ p: { xs: 1, sm: 2 }, displayPrint: 'none' }}
      >
        {units.length === 0 ? (
          <Stack spacing={2} sx={{ py: 4, px: 1, alignItems: 'center', textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{STAFF_MESSAGES.runSheetEmpty}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 520 }}>
              {STAFF_MESSAGES.runSheetEmptyHint}
            </Typography>
            <Button variant="outlined" onClick={openNew}>
              最初の項目を追加
            </Button>
          </Stack>
        ) : (
          <UnitList rows={sheet.units} entriesById={entriesById} playLines={plays} {...actions} />
        )}
      </Paper>

      <Stack sx={{ displayPrint: 'none' }}>
        <NoticeForm notice={compe.live.notice} onUpdate={updateNotice} />
      </Stack>

      <PrintTable compe={compe} rows={sheet.units} entriesById={entriesById} stages={stages} />

      {units.length > 0 ? (
        <NextBar
          caption={pending ? '送信中…' : nextCaption(units, nextChanges)}
          disabled={pending || nextChanges.length === 0}
          onNext={next}
        />
      ) : null}

      {editing ? (
        <UnitDialog
          unit={editing.unit}
          entries={entries}
          stages={stages}
          onClose={() => setEditing(null)}
          onSave={saveUnit(editing.unit)}
          onDelete={(unit) => ask({ kind: 'delete', unit })}
        />
      ) : null}
      <ConfirmDialog
        open={confirm?.open ?? false}
        title={confirmShown?.title ?? ''}
        confirmLabel={confirmShown?.label ?? ''}
        destructive={confirm?.value.kind !== 'restart'}
        onCancel={closeConfirm}
        onConfirm={() => void onConfirm()}
      >
        {confirmShown?.body}
      </ConfirmDialog>
    </Stack>
  );
}

const byNumber = (a: Entry, b: Entry) => a.number - b.number;
const NO_STAGES: Stage[] = [];

const byStageOrder = (a: Stage, b: Stage) => a.order - b.order;

function RunSheetLoader({ compe }: { compe: Compe }) {
  const units = useUnits(compe.id);
  const entries = useEntries(compe.id);
  const stages = useStages(compe.id);
  // The sheet does not wait for the stages (RunSheetEditor times items without them until they come).
  const sortedStages = useMemo(
    () => (stages.status === 'ready' ? [...stages.data].sort(byStageOrder) : null),
    [stages],
  );
  // Run-sheet order (the same sequence on every device); entries by ゼッケン番号 for a unit's choices.
  const sortedUnits = useMemo(() => (units.status === 'ready' ? sortByOrder(units.data) : null), [units]);
  const sortedEntries = useMemo(
    () => (entries.status === 'ready' ? [...entries.data].sort(byNumber) : null),
    [entries],
  );
  if (units.status === 'loading' || entries.status === 'loading') return <PageLoading />;
  if (!sortedUnits || !sortedEntries) return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return <RunSheetEditor compe={compe} units={sortedUnits} entries={sortedEntries} stages={sortedStages} />;
}

/** /{clubId}/form/{compeId}/tab 進行表 (docs/run-sheet-and-live.md "Staff actions on 進行表"): build the run sheet, then run the day from it. */
export default function RunSheetPage() {
  return (
    <StaffCompePage label="進行表" printHeading={false}>
      {(compe) => <RunSheetLoader key={compe.id} compe={compe} />}
    </StaffCompePage>
  );
}
