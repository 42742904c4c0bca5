import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ActionGroup } from '@/components/action-group';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoading } from '@/components/page-loading';
import { useNotify } from '@/components/snackbar';
import { StaffCompePage } from '@/components/staff-compe-page';
import { paths } from '@/config/paths';
import { useEntries } from '@/lib/db/entries/use-entries';
import { withdrawnRegistIds } from '@/lib/db/regists/withdrawn-regists';
import { useWithdrawnRegists } from '@/lib/db/regists/use-withdrawn-regists';
import {
  callMatches,
  clearDraw,
  createStage,
  deleteStage,
  moveMatch,
  recordResult,
  saveDraw,
  saveEntrants,
  saveSwissRound,
  StageDrawnError,
  StageHasResultsError,
  uncallMatch,
  updateStageSettings,
  type TableCall,
} from '@/lib/db/stages/save-stage';
import { useStages } from '@/lib/db/stages/use-stages';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { keepsWritesOnDevice } from '@/lib/firebase/firestore';
import { answeredOrQueued, type WriteOutcome } from '@/lib/sync/answered-or-queued';
import { useSession } from '@/lib/session/session';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';
import type { MatchState } from '@/shared/play/resolve';
import { leagueMatchCount } from '@/shared/play/league';
import { makeDraw, nextSwissRound } from '@/shared/play/stage-plan';
import { firstCalls, tableName } from '@/shared/play/tables';
import { resultWrite } from '@/shared/play/record-result';
import { walkoverResult, withdrawnEntrants, type Withdrawal } from '@/shared/play/withdrawn';
import { LIMITS } from '@/shared/schemas/limits';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import {
  resultFromForm,
  stageDrawn,
  stageEditFromForm,
  stageFieldsFromForm,
  type ResultFormValues,
  type StageFormValues,
} from '@/shared/schemas/stage-form';
import { STAFF_MESSAGES, STAFF_SYNC } from '@/shared/staff-messages';
import { ResultDialog } from '../components/result-dialog';
import { ReportReview } from '../components/report-review';
import { openConflicts } from '../open-conflicts';
import { useMatchReports } from '@/lib/db/reports/use-reports';
import type { ReportedResult, ReportsDoc } from '@/shared/schemas/report';
import { StageDialog } from '../components/stage-dialog';
import { StagePanel } from '../components/stage-panel';
import {
  entrantsFromEntries,
  mergeEntrants,
  takingPart,
  type EntrantsMerge,
  type StageEntrant,
} from '../entrants';
import { syncPodium } from '@/lib/db/compes/sync-podium';
import { qualifiersFrom } from '@/shared/play/qualifiers';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { tablesInUse } from '@/shared/play/view/tables-in-use';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; stage: Stage }
  | { kind: 'clear'; stage: Stage }
  | { kind: 'reimport'; stage: Stage; merge: EntrantsMerge }
  | { kind: 'result'; stage: Stage; state: MatchState; roundLabel: string; prefill?: ReportedResult | null }
  | { kind: 'delete'; stage: Stage }
  | null;

/** A new draw number: 「組み合わせをやり直す」 gives another draw, and the number keeps it reproducible. */
const newDrawSeed = () => Math.floor(Math.random() * 2 ** 31);

const NOBODY: ReadonlySet<string> = new Set();

/**
 * With 自動呼び出し, a new draw's (or Swiss round's) first calls, written with it; never a match of
 * someone who cancelled after the draw (`withdrawn`).
 */
const callsFor = (stage: Stage, withdrawn: ReadonlySet<string> = NOBODY): TableCall[] =>
  firstCalls(stage, new Date(), withdrawn).map(({ matchId, table }) => ({ matchId, table }));

function MatchManager({
  compe,
  entries,
  stages,
  reports = [],
  withdrawnRegists = NOBODY,
}: {
  compe: Compe;
  entries: readonly Entry[];
  stages: Stage[];
  /** Reports from the floor (要確認, a match's reports); none while they load or cannot be read. */
  reports?: readonly ReportsDoc[];
  /** Registrations cancelled or refused, live: their entrants are never called and offered 棄権. */
  withdrawnRegists?: ReadonlySet<string>;
}) {
  const notify = useNotify();
  const { session } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const sorted = useMemo(() => [...stages].sort((x, y) => x.order - y.order), [stages]);
  const byId = useMemo(() => new Map(stages.map((stage) => [stage.id, stage])), [stages]);
  const conflicts = useMemo(() => openConflicts(sorted, reports), [sorted, reports]);
  /** Each stage's entrants who cancelled after the draw (shared/play/withdrawn.ts). */
  const withdrawnBy = useMemo(
    () =>
      new Map(
        stages.map((stage) => [stage.id, withdrawnEntrants(stage.entrants, entries, withdrawnRegists)]),
      ),
    [stages, entries, withdrawnRegists],
  );
  const withdrawnIn = (stage: Stage) => withdrawnBy.get(stage.id) ?? NOBODY;
  const roundLabelOf = (stage: Stage, matchId: string) => stageView(stage).labels.get(matchId) ?? '';

  const attempt = async (run: () => Promise<void | WriteOutcome>, done?: string): Promise<boolean> => {
    try {
      const outcome = await run();
      if (done) notify(outcome === 'queued' ? fill(STAFF_SYNC.savedOnDevice, { done }) : done);
      return true;
    } catch (error) {
      console.error(error);
      notify(
        error instanceof StageDrawnError
          ? STAFF_MESSAGES.stageDrawnMeanwhile
          : error instanceof StageHasResultsError
            ? STAFF_MESSAGES.stageHasResults
            : writeErrorMessage(error),
        'error',
      );
      return false;
    }
  };

  /**
   * The day's actions — results, calls, moves — go on offline: done once Firestore has queued them
   * on the device (lib/sync/answered-or-queued.ts), and sent when the connection returns.
   */
  const whenKept = (written: Promise<unknown>) =>
    answeredOrQueued(written, { keptOnDevice: keepsWritesOnDevice() });

  /** エントリー as it is now, without those whose registration was cancelled or refused. */
  const entriesTakingPart = async () => takingPart(entries, await withdrawnRegistIds(compe.id));
  const isLeague = (stageId: string) => byId.get(stageId)?.format === 'league';

  const add = (values: StageFormValues) => {
    const fields = stageFieldsFromForm(values, isLeague(values.fromStageId));
    return attempt(async () => {
      await createStage(compe.id, {
        ...fields,
        order: sorted.reduce((max, stage) => Math.max(max, stage.order + 1), 0),
        drawSeed: newDrawSeed(),
        entrants: fields.from ? [] : entrantsFromEntries(await entriesTakingPart()),
      });
    }, `「${values.name}」を追加しました`);
  };

  /**
   * 「設定を変更」 on the stage as it is now. Before the draw a stage may switch between エントリー
   * and a league's qualifiers: its entrants follow (read again from エントリー, or left to the draw).
   */
  const edit = (stage: Stage, values: StageFormValues) => {
    const current = byId.get(stage.id) ?? stage;
    const fields = stageEditFromForm(current, values, isLeague(values.fromStageId));
    const beforeDraw = !stageDrawn(current);
    return attempt(async () => {
      const switched = beforeDraw && 'from' in fields && !!fields.from !== !!current.from;
      const entrants = !switched
        ? undefined
        : fields.from
          ? []
          : entrantsFromEntries(await entriesTakingPart());
      // Under 自動, tables added (or 自動 just turned on) take the next matches at once.
      const calls = beforeDraw ? [] : callsFor({ ...current, ...fields }, withdrawnIn(current));
      await updateStageSettings(
        compe.id,
        stage.id,
        { ...fields, ...(entrants ? { entrants } : {}) },
        { beforeDraw, calls },
      );
    }, `「${values.name}」の設定を保存しました`);
  };

  const storeEntrants = (stage: Stage, list: StageEntrant[], done: string) =>
    attempt(() => saveEntrants(compe.id, stage.id, list), done);

  /** 「エントリーから取り込み直す」: shows who comes and goes before anything is saved. */
  const reimport = async (stage: Stage) => {
    let taking: Entry[] = [];
    const read = await attempt(async () => {
      taking = await entriesTakingPart();
    });
    if (!read) return;
    const merge = mergeEntrants((byId.get(stage.id) ?? stage).entrants, taking);
    if (merge.added.length + merge.removed.length + merge.updated.length === 0)
      return notify(STAFF_MESSAGES.stageEntrantsUnchanged, 'info');
    setOpen({ kind: 'reimport', stage, merge });
  };

  const confirmReimport = async () => {
    if (open?.kind !== 'reimport') return;
    setBusy(true);
    const saved = await storeEntrants(
      open.stage,
      open.merge.entrants,
      `「${open.stage.name}」の出場者をエントリーから取り込み直しました`,
    );
    setBusy(false);
    if (saved) setOpen(null);
  };

  const confirmClear = async () => {
    if (open?.kind !== 'clear') return;
    setBusy(true);
    const { stage } = open;
    const cleared = await attempt(
      () => clearDraw(compe.id, stage.id, !!stage.from),
      `「${stage.name}」の組み合わせを取り消しました`,
    );
    setBusy(false);
    if (cleared) setOpen(null);
  };

  const draw = async (stage: Stage) => {
    const drawSeed = newDrawSeed();
    if (stage.from) {
      const league = byId.get(stage.from.stageId);
      if (!league) return;
      const { entrants, draw: slots, ties, unfinished } = qualifiersFrom(league, stage.from.qualifiers);
      if (unfinished)
        return notify(fill(STAFF_MESSAGES.matchLeagueUnfinished, { name: league.name }), 'error');
      if (entrants.length < 2) return notify(STAFF_MESSAGES.matchNoEntrants, 'error');
      const drawn: Stage = { ...stage, entrants, draw: slots, drawSeed, results: {}, tables: {} };
      const out = withdrawnEntrants(entrants, entries, withdrawnRegists);
      const saved = await attempt(async () => {
        await saveDraw(compe.id, stage.id, { draw: slots, drawSeed, entrants, calls: callsFor(drawn, out) });
      }, '組み合わせを作成しました');
      if (saved && ties.length)
        notify(fill(STAFF_MESSAGES.matchTies, { groups: ties.join('・') }), 'warning');
      return;
    }
    if (stage.entrants.length < 2) return notify(STAFF_MESSAGES.matchNoEntrants, 'error');
    const count = stage.format === 'league' ? leagueMatchCount(stage.entrants.length, stage.groups) : 0;
    if (count > LIMITS.stageMatches) {
      return notify(fill(STAFF_MESSAGES.matchLeagueTooLarge, { count, max: LIMITS.stageMatches }), 'error');
    }
    const slots = makeDraw({ ...stage, drawSeed });
    const drawn: Stage = { ...stage, draw: slots, drawSeed, pairings: {}, results: {}, tables: {} };
    await attempt(
      () =>
        saveDraw(compe.id, stage.id, { draw: slots, drawSeed, calls: callsFor(drawn, withdrawnIn(stage)) }),
      '組み合わせを作成しました',
    );
  };

  const nextRound = async (stage: Stage) => {
    if (stage.entrants.length < 2) return notify(STAFF_MESSAGES.matchNoEntrants, 'error');
    const next = nextSwissRound(stage, withdrawnIn(stage));
    if (!next.pairing.ok) {
      const reason =
        next.pairing.reason === 'unfinished'
          ? STAFF_MESSAGES.matchSwissUnfinished
          : STAFF_MESSAGES.matchSwissExhausted;
      return notify(reason, 'error');
    }
    const paired: Stage = { ...stage, pairings: { ...stage.pairings, [String(next.round)]: next.stored } };
    await attempt(
      () => saveSwissRound(compe.id, stage.id, next.round, next.stored, callsFor(paired, withdrawnIn(stage))),
      `第${next.round}ラウンドを組みました`,
    );
  };

  const saveResult = async (
    stage: Stage,
    state: MatchState,
    values: ResultFormValues | null,
    confirmed: boolean,
  ) => {
    const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
    const sides: [number, number] = [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0];
    const after = values ? resultFromForm(stage, values, sides, confirmed) : null;
    // As recordResult stores it: 確定 and corrections keep the time the result was first entered;
    // the freed table's next call (自動呼び出し), and matches sent back to the queue, in its batch.
    const { affected, calls, results } = resultWrite(
      stage,
      state.match.id,
      after,
      new Date(),
      withdrawnIn(stage),
    );
    const uid = session.user?.uid ?? '';
    const saved = await attempt(
      () =>
        whenKept(
          recordResult(compe.id, stage.id, {
            matchId: state.match.id,
            before: stage.results[state.match.id] ?? null,
            after,
            affected,
            uid,
            calls,
          }),
        ),
      after ? (confirmed ? '結果を確定しました' : '速報を保存しました') : '結果を取り消しました',
    );
    if (saved && affected.length) {
      const view = stageView(stage);
      const labels = view.rounds.flatMap((round) =>
        round.matches.filter((m) => affected.includes(m.match.id)).map((m) => matchName(view, m.match.id)),
      );
      notify(fill(STAFF_MESSAGES.matchCorrectionNotice, { matches: labels.join('、') }), 'warning');
    }
    // The club page's 優勝 / 準優勝 / 3位 (compe.podium) follow the deciding stage (docs/data-model.md).
    if (saved) {
      const stagesAfter = stages.map((s) => (s.id === stage.id ? { ...stage, results } : s));
      await attempt(() => whenKept(syncPodium(compe, stagesAfter)));
    }
    return saved;
  };

  /**
   * 棄権 of someone who cancelled after the draw: each of their matches that can be settled now
   * becomes the opponent's 不戦勝 (確定), written one by one as any result (the calls it frees go
   * with it, never to another withdrawn entrant), then the podium once.
   */
  const withdraw = async (stage: Stage, withdrawal: Withdrawal) => {
    const out = withdrawnIn(stage);
    let current = byId.get(stage.id) ?? stage;
    const uid = session.user?.uid ?? '';
    const name = current.entrants.find((entrant) => entrant.id === withdrawal.entrant)?.name ?? '';
    const saved = await attempt(async () => {
      let outcome: WriteOutcome | void = undefined;
      for (const state of withdrawal.matches) {
        const after = walkoverResult(current, state, withdrawal.entrant);
        if (!after) continue;
        const now = new Date();
        const write = resultWrite(current, state.match.id, after, now, out);
        outcome = await whenKept(
          recordResult(compe.id, stage.id, {
            matchId: state.match.id,
            before: write.before,
            after,
            affected: write.affected,
            uid,
            calls: write.calls,
          }),
        );
        const tables = { ...current.tables };
        for (const [id, call] of Object.entries(write.calls)) {
          if (call) tables[id] = { table: call.table, at: call.at };
          else delete tables[id];
        }
        current = { ...current, results: write.results, tables };
      }
      return outcome;
    }, `${name}の棄権を記録しました（相手の不戦勝）`);
    if (saved) {
      const settled = current;
      const stagesAfter = stages.map((s) => (s.id === stage.id ? settled : s));
      await attempt(() => whenKept(syncPodium(compe, stagesAfter)));
    }
    return saved;
  };

  const call = (stage: Stage, calls: TableCall[]) =>
    attempt(
      () => whenKept(callMatches(compe.id, stage.id, calls)),
      calls.length === 1
        ? `${tableName(stage, calls[0]?.table ?? 1)}に呼び出しました`
        : `${calls.length}試合を呼び出しました`,
    );

  const move = (stage: Stage, matchId: string, table: number) => {
    const from = stage.tables[matchId];
    if (!from) return;
    void attempt(
      () => whenKept(moveMatch(compe.id, stage.id, matchId, { table, at: from.at })),
      `${tableName(stage, table)}に移動しました`,
    );
  };

  const uncall = (stage: Stage, matchId: string) =>
    attempt(() => whenKept(uncallMatch(compe.id, stage.id, matchId)), '呼び出しを取り消しました');

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    setBusy(true);
    const { stage } = open;
    const deleted = await attempt(() => deleteStage(compe.id, stage.id), `「${stage.name}」を削除しました`);
    setBusy(false);
    if (deleted) setOpen(null);
  };

  const downstreamOf = (stage: Stage, state: MatchState) => {
    const view = stageView(stage);
    const { states } = view;
    // Matches fed by this one's winner or loser, and so on: the ones a changed winner could undo.
    const fed = new Set([state.match.id]);
    for (const s of states.values()) {
      const feeds = [s.match.a, s.match.b].flatMap((f) =>
        f && !('entrant' in f) ? ['winnerOf' in f ? f.winnerOf : f.loserOf] : [],
      );
      if (feeds.some((id) => fed.has(id))) fed.add(s.match.id);
    }
    fed.delete(state.match.id);
    return [...fed].filter((id) => states.get(id)?.status === 'done').map((id) => matchName(view, id));
  };

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
          onEdit={(target) => setOpen({ kind: 'edit', stage: target })}
          onClearDraw={(target) => setOpen({ kind: 'clear', stage: target })}
          onSaveEntrants={storeEntrants}
          onReimport={(target) => void reimport(target)}
          onDraw={draw}
          onNextRound={nextRound}
          onDelete={(target) => setOpen({ kind: 'delete', stage: target })}
          onResult={(target, state, roundLabel) =>
            setOpen({ kind: 'result', stage: target, state, roundLabel })
          }
          onCall={(target, calls) => void call(target, calls)}
          onMove={move}
          onUncall={(target, matchId) => void uncall(target, matchId)}
          withdrawn={withdrawnIn(stage)}
          onWithdraw={withdraw}
        />
      ))}
      {open?.kind === 'add' ? (
        <StageDialog
          leagues={sorted.filter((stage) => stage.format === 'league')}
          defaultName={sorted.length === 0 ? '予選リーグ' : `ステージ${sorted.length + 1}`}
          onClose={() => setOpen(null)}
          onSave={add}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <StageDialog
          leagues={sorted.filter((stage) => stage.format === 'league')}
          // The stage as it is now: a draw made elsewhere meanwhile locks its structure at once.
          stage={byId.get(open.stage.id) ?? open.stage}
          tablesInUse={tablesInUse(byId.get(open.stage.id) ?? open.stage)}
          onClose={() => setOpen(null)}
          onSave={(values) => edit(open.stage, values)}
        />
      ) : null}
      {open?.kind === 'result' ? (
        <ResultDialog
          // The stage as it is now: a result entered elsewhere meanwhile shows in the dialog.
          stage={byId.get(open.stage.id) ?? open.stage}
          state={open.state}
          roundLabel={open.roundLabel}
          prefill={open.prefill}
          reports={
            reports.find((doc) => doc.stageId === open.stage.id && doc.matchId === open.state.match.id)
              ?.reports
          }
          downstream={downstreamOf(byId.get(open.stage.id) ?? open.stage, open.state)}
          onClose={() => setOpen(null)}
          onSave={(values, confirmed) =>
            saveResult(byId.get(open.stage.id) ?? open.stage, open.state, values, confirmed)
          }
          onClear={
            open.stage.results[open.state.match.id]
              ? () => saveResult(byId.get(open.stage.id) ?? open.stage, open.state, null, false)
              : undefined
          }
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? `「${open.stage.name}」を削除しますか？` : ''}
        confirmLabel="削除"
        destructive
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={confirmDelete}
      >
        組み合わせと入力した結果もすべて削除されます。この操作は元に戻せません。
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'clear'}
        title={open?.kind === 'clear' ? `「${open.stage.name}」の組み合わせを取り消しますか？` : ''}
        confirmLabel="取り消す"
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={confirmClear}
      >
        組み合わせと台の呼び出しを消して、作成前に戻します。形式・シード数・出場者などを変更してから、もう一度組み合わせを作成できます。
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'reimport'}
        title={open?.kind === 'reimport' ? `「${open.stage.name}」の出場者を取り込み直しますか？` : ''}
        confirmLabel="取り込み直す"
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={confirmReimport}
      >
        {open?.kind === 'reimport' ? <MergeSummary merge={open.merge} /> : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** Who a re-import adds, takes out and renames; the order of those who stay is kept. */
function MergeSummary({ merge }: { merge: EntrantsMerge }) {
  const names = (list: readonly StageEntrant[]) => list.map((entrant) => entrant.name).join('、');
  const lines = [
    merge.added.length ? `追加（${merge.added.length}人・最後に並びます）: ${names(merge.added)}` : '',
    merge.removed.length
      ? `外す（${merge.removed.length}人・エントリーにいません）: ${names(merge.removed)}`
      : '',
    merge.updated.length ? `名前・所属を更新（${merge.updated.length}人）: ${names(merge.updated)}` : '',
  ].filter(Boolean);
  return (
    <>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      <span style={{ display: 'block' }}>ほかの出場者のシード順はそのままです。</span>
    </>
  );
}

function MatchData({ compe }: { compe: Compe }) {
  const entries = useEntries(compe.id);
  const stages = useStages(compe.id);
  const reports = useMatchReports(compe.id);
  const withdrawn = useWithdrawnRegists(compe.id);
  const withdrawnIds = useMemo(
    () => (withdrawn.status === 'ready' ? new Set(withdrawn.data.map((regist) => regist.id)) : undefined),
    [withdrawn],
  );
  if (entries.status === 'loading' || stages.status === 'loading') return <PageLoading />;
  if (entries.status === 'error' || stages.status === 'error')
    return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return (
    <MatchManager
      compe={compe}
      entries={entries.data}
      stages={stages.data}
      reports={reports.status === 'ready' ? reports.data : undefined}
      withdrawnRegists={withdrawnIds}
    />
  );
}

/** /{clubId}/form/{compeId}/match 対戦 (docs/play.md): stages, draws, results, standings. */
export default function PlayPage() {
  return <StaffCompePage>{(compe) => <MatchData key={compe.id} compe={compe} />}</StaffCompePage>;
}
