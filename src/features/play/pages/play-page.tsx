import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ActionGroup } from '@/components/action-group';
import { PageLoading } from '@/components/page-loading';
import { StaffCompePage } from '@/components/staff-compe-page';
import { paths } from '@/config/paths';
import { useEntries } from '@/lib/db/entries/use-entries';
import { useWithdrawnRegists } from '@/lib/db/regists/use-withdrawn-regists';
import { useMatchReports } from '@/lib/db/reports/use-reports';
import { useStages } from '@/lib/db/stages/use-stages';
import { useUnits } from '@/lib/db/units/use-units';
import { MESSAGES } from '@/shared/messages';
import { CALL_ORDER_LABELS } from '@/shared/division-labels';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { divisionName, hasHall } from '@/shared/play/hall-tables';
import type { Compe } from '@/shared/schemas/compe';
import type { ReportsDoc } from '@/shared/schemas/report';
import type { Stage } from '@/shared/schemas/stage';
import type { MatchState } from '@/shared/play/resolve';
import { PlayDialogs, type PlayDialog } from '../components/play-dialogs';
import { ReportReview } from '../components/report-review';
import { StagePanel, type StageActions } from '../components/stage-panel';
import { openConflicts } from '../open-conflicts';
import { floorNow } from '@/shared/play/floor';
import { useFloorSettle } from '../use-floor-settle';
import { usePlayCommands, type PlayData } from '../use-play-commands';

// 団体戦's オーダー (docs/play.md "Team ties"): its code (the engine's checks, the Functions SDK)
// only when staff open a tie's orders.
const TieOrderDialog = lazy(() => import('../components/tie-order-dialog'));

/**
 * 対戦's staff page: the actions bar, 要確認 from the floor, a panel per stage and the dialogs.
 * What each tap does is in use-play-commands.ts, the dialogs in play-dialogs.tsx, the rules of
 * the play in shared/play (docs/play.md "The staff page").
 */
function PlayManager({
  compe,
  entries,
  stages,
  reports = [],
  withdrawnRegists,
  units,
}: PlayData & {
  /** Reports from the floor (要確認, a match's reports); none while they load or cannot be read. */
  reports?: readonly ReportsDoc[];
}) {
  const [open, setOpen] = useState<PlayDialog>(null);
  const [orders, setOrders] = useState<{ stageId: string; state: MatchState } | null>(null);
  const commands = usePlayCommands({ compe, entries, stages, withdrawnRegists, units });
  const { sorted } = commands;
  useFloorSettle(compe.id, commands.floor);
  // The hall's tables, calls and waits once for every panel (each shows its own stage's part).
  const hallNow = useMemo(() => floorNow(commands.floor, new Date()), [commands.floor]);
  const conflicts = useMemo(() => openConflicts(sorted, reports), [sorted, reports]);
  const roundLabelOf = (stage: Stage, matchId: string) => stageView(stage).labels.get(matchId) ?? '';

  /** Every panel's buttons: a write at once, or the dialog that asks first. */
  const actions: StageActions = {
    onEdit: (stage) => setOpen({ kind: 'edit', stage }),
    onClearDraw: (stage) => setOpen({ kind: 'clear', stage }),
    onSaveEntrants: commands.storeEntrants,
    // 「エントリーから取り込み直す」: shows who comes and goes before anything is saved.
    onReimport: (stage) =>
      void commands.reimportMerge(stage).then((merge) => {
        if (merge) setOpen({ kind: 'reimport', stage, merge });
      }),
    onDraw: commands.draw,
    onNextRound: commands.nextRound,
    onDelete: (stage) => setOpen({ kind: 'delete', stage }),
    onResult: (stage, state, roundLabel) => setOpen({ kind: 'result', stage, state, roundLabel }),
    onCall: (stage, calls) => void commands.call(stage, calls),
    onMove: commands.move,
    onUncall: (stage, matchId) => void commands.uncall(stage, matchId),
    onWithdraw: commands.withdraw,
    onOrders: (stage, state) => setOrders({ stageId: stage.id, state }),
  };
  // The tie's stage as it is now: an order opened meanwhile shows in the dialog.
  const ordersStage = orders ? sorted.find((stage) => stage.id === orders.stageId) : undefined;

  return (
    <Stack spacing={2}>
      <ActionGroup label="対戦の操作">
        <Button variant="contained" onClick={() => setOpen({ kind: 'add' })}>
          ステージを追加
        </Button>
        {sorted.length > 0 ? (
          <Button component={RouterLink} to={paths.form.playPrint.getHref(compe.clubId, compe.id)}>
            対戦表・試合票を印刷
          </Button>
        ) : null}
        {sorted.length > 0 ? (
          <Button component={RouterLink} to={paths.form.awards.getHref(compe.clubId, compe.id)}>
            表彰状・結果CSV
          </Button>
        ) : null}
        <Button
          component="a"
          href={paths.call.getHref(compe.clubId, compe.id)}
          target="_blank"
          rel="noopener"
        >
          呼び出し画面
        </Button>
      </ActionGroup>
      {compe.hall && compe.hall.tables > 0 && sorted.length > 0 ? (
        // The rule the hall's calls follow, where staff see them happen (docs/play.md "One floor").
        <Typography variant="body2" color="textSecondary">
          会場の{compe.hall.label}：{compe.hall.tables}
          {compe.hall.label} ・ 休憩：
          {compe.hall.restMinutes > 0 ? `${compe.hall.restMinutes}分` : 'なし'} ・ 呼び出しの優先：
          {CALL_ORDER_LABELS[compe.hall.callOrder].label}（
          <Link component={RouterLink} to={paths.form.compe.getHref(compe.clubId, compe.id)}>
            大会設定で変更
          </Link>
          ）
        </Typography>
      ) : null}
      {sorted.length === 0 ? (
        <Alert severity="info">
          予選リーグ・決勝トーナメントなどのステージを追加すると、組み合わせの作成と結果の入力ができます。出場者はエントリー（
          {entries.length}人）から取り込みます。
        </Alert>
      ) : null}
      <ReportReview
        conflicts={conflicts}
        matchLabel={({ stage, state }) => matchName(stageView(stage), state.match.id)}
        onDecide={({ stage, state }, prefill) =>
          setOpen({ kind: 'result', stage, state, roundLabel: roundLabelOf(stage, state.match.id), prefill })
        }
      />
      {sorted.map((stage) => (
        <StagePanel
          key={stage.id}
          stage={stage}
          withdrawn={commands.withdrawnIn(stage)}
          floor={commands.floor}
          hallNow={hallNow}
          hall={hasHall(compe.hall) ? compe.hall : undefined}
          division={divisionName(compe.divisions, stage.divisionId)}
          actions={actions}
        />
      ))}
      <PlayDialogs open={open} onClose={() => setOpen(null)} commands={commands} reports={reports} />
      {orders && ordersStage?.tie ? (
        <Suspense fallback={null}>
          <TieOrderDialog
            compeId={compe.id}
            stage={{ ...ordersStage, tie: ordersStage.tie }}
            state={orders.state}
            title={matchName(stageView(ordersStage), orders.state.match.id)}
            onClose={() => setOrders(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function PlayLoader({ compe }: { compe: Compe }) {
  const entries = useEntries(compe.id);
  const stages = useStages(compe.id);
  const reports = useMatchReports(compe.id);
  const withdrawn = useWithdrawnRegists(compe.id);
  // When the 進行表 plans each stage to end: 呼び出しの優先 (docs/play.md "One floor").
  const units = useUnits(compe.id);
  const withdrawnIds = useMemo(
    () => (withdrawn.status === 'ready' ? new Set(withdrawn.data.map((regist) => regist.id)) : undefined),
    [withdrawn],
  );
  if (entries.status === 'loading' || stages.status === 'loading') return <PageLoading />;
  if (entries.status === 'error' || stages.status === 'error')
    return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return (
    <PlayManager
      compe={compe}
      entries={entries.data}
      stages={stages.data}
      reports={reports.status === 'ready' ? reports.data : undefined}
      withdrawnRegists={withdrawnIds}
      units={units.status === 'ready' ? units.data : undefined}
    />
  );
}

/** /{clubId}/form/{compeId}/match 対戦 (docs/play.md): stages, draws, results, standings. */
export default function PlayPage() {
  return <StaffCompePage>{(compe) => <PlayLoader key={compe.id} compe={compe} />}</StaffCompePage>;
}
