import { useMemo } from 'react';
import { useNotify } from '@/components/snackbar';
import { syncPodium } from '@/lib/db/compes/sync-podium';
import { withdrawnRegistIds } from '@/lib/db/regists/withdrawn-regists';
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
import { writeErrorMessage } from '@/lib/firebase/errors';
import { keepsWritesOnDevice } from '@/lib/firebase/firestore';
import { useSession } from '@/lib/session/session';
import { answeredOrQueued, type WriteOutcome } from '@/lib/sync/answered-or-queued';
import { fill } from '@/shared/fill';
import { downstreamOf } from '@/shared/play/downstream';
import { drawStage } from '@/shared/play/draw-stage';
import { competitionFloor, floorCalls, floorCallsWithResult, type Floor } from '@/shared/play/floor';
import { stagePlayStates } from '@/shared/play/tables';
import { resultWriteOnFloor } from '@/shared/play/record-result';
import type { MatchState } from '@/shared/play/resolve';
import { nextSwissRound } from '@/shared/play/draw-stage';
import { stageTableName } from '@/shared/play/hall-tables';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { walkoverWrites, withdrawnEntrants, type Withdrawal } from '@/shared/play/withdrawn';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import type { Unit } from '@/shared/schemas/unit';
import { stagePlannedEnds } from '@/shared/play/unit-play';
import {
  resultFromForm,
  stageDrawn,
  stageEditFromForm,
  stageFieldsFromForm,
  type ResultFormValues,
  type StageFormValues,
} from '@/shared/schemas/stage-form';
import { STAFF_MESSAGES, STAFF_SYNC } from '@/shared/staff-messages';
import {
  entrantsFromEntries,
  entriesOfDivision,
  mergeEntrants,
  takingPart,
  type EntrantsMerge,
  type StageEntrant,
} from './entrants';
import { teamStageFields } from './team-stage-fields';

/** A new draw number: 「組み合わせをやり直す」 gives another draw, and the number keeps it reproducible. */
const newDrawSeed = () => Math.floor(Math.random() * 2 ** 31);

const NOBODY: ReadonlySet<string> = new Set();

/**
 * With 自動呼び出し, a new draw's (or Swiss round's, or more tables') first calls, written with it:
 * the hall's free tables in its range, never a person on another stage's table or resting, never a
 * match of someone who cancelled after the draw (shared/play/floor.ts).
 */
const callsFor = (floor: Floor, stage: Stage): TableCall[] => {
  if (!stage.autoCall || stage.tableCount === 0) return [];
  const placed: Floor = {
    ...floor,
    stages: [
      ...floor.stages.filter((item) => item.stage.id !== stage.id),
      { stage, states: stagePlayStates(stage), plannedEnd: null },
    ],
  };
  return floorCalls(placed, new Date(), (s) => s.id === stage.id).map(({ matchId, table }) => ({
    matchId,
    table,
  }));
};

/**
 * The day's actions — results, calls, moves — go on offline: done once Firestore has queued them
 * on the device (lib/sync/answered-or-queued.ts), and sent when the connection returns.
 */
const whenKept = (written: Promise<unknown>) =>
  answeredOrQueued(written, { keptOnDevice: keepsWritesOnDevice() });

export interface PlayData {
  compe: Compe;
  entries: readonly Entry[];
  stages: readonly Stage[];
  /** Registrations cancelled or refused, live: their entrants are never called and offered 棄権. */
  withdrawnRegists?: ReadonlySet<string>;
  /** 進行表's items: when each stage is planned to end (呼び出しの優先, shared/play/floor.ts). */
  units?: readonly Unit[];
}

/**
 * 対戦's commands (docs/play.md "The staff page"): each writes through lib/db/stages, says in the
 * snackbar what was done (or kept on the device, offline) or why not, and resolves true when it
 * was. The rules of the play — the draw, the result and what it frees, 棄権 — are the engine's
 * (shared/play); this hook only orders the writes and the words. The dialogs (play-dialogs.tsx) and
 * the stage panels call these; the page holds neither.
 */
export function usePlayCommands({ compe, entries, stages, withdrawnRegists = NOBODY, units }: PlayData) {
  const notify = useNotify();
  const { session } = useSession();
  const uid = session.user?.uid ?? '';
  const sorted = useMemo(() => [...stages].sort((x, y) => x.order - y.order), [stages]);
  const byId = useMemo(() => new Map(stages.map((stage) => [stage.id, stage])), [stages]);
  /** Each stage's entrants who cancelled after the draw (shared/play/withdrawn.ts). */
  const withdrawnBy = useMemo(
    () =>
      new Map(
        stages.map((stage) => [stage.id, withdrawnEntrants(stage.entrants, entries, withdrawnRegists)]),
      ),
    [stages, entries, withdrawnRegists],
  );
  const withdrawnIn = (stage: Stage) => withdrawnBy.get(stage.id) ?? NOBODY;
  /** The hall's tables and every stage on them (docs/play.md "One floor"). */
  const plannedEnds = useMemo(
    () => (units ? stagePlannedEnds(compe.eventedAt, units) : undefined),
    [units, compe.eventedAt],
  );
  const floor = useMemo(
    () =>
      competitionFloor(
        stages,
        compe.hall,
        new Set([...withdrawnBy.values()].flatMap((ids) => [...ids])),
        plannedEnds,
      ),
    [stages, compe.hall, withdrawnBy, plannedEnds],
  );
  /** The stage as it is now: a draw or a result made elsewhere meanwhile counts. */
  const current = (stage: Stage) => byId.get(stage.id) ?? stage;
  const isLeague = (stageId: string) => byId.get(stageId)?.format === 'league';
  /** The matches of a stage with a call, wherever kept (docs/play.md "The hall's calls"). */
  const called = (stage: Stage) => Object.keys(current(stage).tables);

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

  /** エントリー as it is now, without those whose registration was cancelled or refused. */
  const entriesTakingPart = async () => takingPart(entries, await withdrawnRegistIds(compe.id));
  /** Whether the competition has 部門: a stage then takes only its 部門's entries (entrants.ts). */
  const divided = (compe.divisions ?? []).length > 0;
  /** The entries a stage of this 部門 takes, taking part now. */
  const entriesFor = async (divisionId: string | null | undefined) =>
    entriesOfDivision(await entriesTakingPart(), divisionId, divided);
  /** The dialog's stage in its competition: the hall's tables, the 部門, a feeding league's 部門. */
  const placeOf = (values: StageFormValues) => ({
    hall: compe.hall,
    divided,
    leagueDivisionId: byId.get(values.fromStageId)?.divisionId ?? null,
  });

  /** The club page's 優勝 / 準優勝 / 3位 (compe.podium) follow the deciding stage (docs/data-model.md). */
  const podiumAfter = (stage: Stage) =>
    attempt(() =>
      whenKept(
        syncPodium(
          compe,
          stages.map((s) => (s.id === stage.id ? stage : s)),
        ),
      ),
    );

  const add = (values: StageFormValues) => {
    const fields = stageFieldsFromForm(values, isLeague(values.fromStageId), placeOf(values));
    return attempt(async () => {
      await createStage(compe.id, {
        ...fields,
        // A stage of a 団体 部門 plays ties by the 部門's template (team-stage-fields.ts).
        ...teamStageFields(compe.divisions, fields.divisionId),
        order: sorted.reduce((max, stage) => Math.max(max, stage.order + 1), 0),
        drawSeed: newDrawSeed(),
        entrants: fields.from ? [] : entrantsFromEntries(await entriesFor(fields.divisionId)),
      });
    }, `「${values.name}」を追加しました`);
  };

  /**
   * 「設定を変更」 on the stage as it is now. Before the draw a stage may switch between エントリー
   * and a league's qualifiers, or to another 部門: its entrants follow (read again from the 部門's
   * エントリー, or left to the draw).
   */
  const edit = (stage: Stage, values: StageFormValues) => {
    const now = current(stage);
    const fields = stageEditFromForm(now, values, isLeague(values.fromStageId), placeOf(values));
    const beforeDraw = !stageDrawn(now);
    return attempt(async () => {
      const switched =
        beforeDraw &&
        (('from' in fields && !!fields.from !== !!now.from) ||
          ('divisionId' in fields && (fields.divisionId ?? null) !== (now.divisionId ?? null)));
      const entrants = !switched
        ? undefined
        : fields.from
          ? []
          : entrantsFromEntries(await entriesFor(fields.divisionId));
      // Under 自動, tables added (or 自動 just turned on) take the next matches at once.
      const calls = beforeDraw ? [] : callsFor(floor, { ...now, ...fields });
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

  /**
   * 「エントリーから取り込み直す」: who would come and go, for the dialog to show before anything is
   * saved; null when エントリー cannot be read or nothing would change (said in the snackbar).
   */
  const reimportMerge = async (stage: Stage): Promise<EntrantsMerge | null> => {
    let taking: Entry[] = [];
    const read = await attempt(async () => {
      taking = await entriesTakingPart();
    });
    if (!read) return null;
    const merge = mergeEntrants(
      current(stage).entrants,
      entriesOfDivision(taking, current(stage).divisionId, divided),
    );
    if (merge.added.length + merge.removed.length + merge.updated.length === 0) {
      notify(STAFF_MESSAGES.stageEntrantsUnchanged, 'info');
      return null;
    }
    return merge;
  };

  const reimport = (stage: Stage, merge: EntrantsMerge) =>
    storeEntrants(stage, merge.entrants, `「${stage.name}」の出場者をエントリーから取り込み直しました`);

  const clear = (stage: Stage) =>
    attempt(
      () => clearDraw(compe.id, stage.id, !!stage.from),
      `「${stage.name}」の組み合わせを取り消しました`,
    );

  const remove = (stage: Stage) =>
    attempt(() => deleteStage(compe.id, stage.id, called(stage)), `「${stage.name}」を削除しました`);

  const draw = async (stage: Stage) => {
    const drawn = drawStage(stage, stages, newDrawSeed());
    if (!drawn.ok) {
      // A league deleted meanwhile: its panel is gone with it, nothing to say.
      if (drawn.reason === 'no-league') return false;
      notify(
        drawn.reason === 'league-unfinished'
          ? fill(STAFF_MESSAGES.matchLeagueUnfinished, { name: drawn.league })
          : drawn.reason === 'too-large'
            ? fill(STAFF_MESSAGES.matchLeagueTooLarge, { count: drawn.count, max: drawn.max })
            : STAFF_MESSAGES.matchNoEntrants,
        'error',
      );
      return false;
    }
    const { plan } = drawn;
    // Qualifiers are new entrants: who of them cancelled is read afresh.
    const out = plan.entrants
      ? withdrawnEntrants(plan.entrants, entries, withdrawnRegists)
      : withdrawnIn(stage);
    const saved = await attempt(
      () =>
        saveDraw(
          compe.id,
          stage.id,
          {
            draw: plan.draw,
            drawSeed: plan.drawSeed,
            ...(plan.entrants ? { entrants: plan.entrants } : {}),
            calls: callsFor(
              { ...floor, withdrawn: new Set([...floor.withdrawn, ...out]) },
              {
                ...stage,
                ...plan.drawn,
              },
            ),
          },
          { called: called(stage) },
        ),
      '組み合わせを作成しました',
    );
    if (saved && plan.ties.length)
      notify(fill(STAFF_MESSAGES.matchTies, { groups: plan.ties.join('・') }), 'warning');
    return saved;
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
      () => saveSwissRound(compe.id, stage.id, next.round, next.stored, callsFor(floor, paired)),
      `第${next.round}ラウンドを組みました`,
    );
  };

  /** The played matches a changed result of `state` could undo, in words, for the result dialog. */
  const downstream = (stage: Stage, state: MatchState) => {
    const view = stageView(stage);
    return downstreamOf(stage, state.match.id, view.states).map((id) => matchName(view, id));
  };

  /** 速報 / 確定 / 取り消し of a result (values null), on the stage as it is now. */
  const saveResult = async (
    target: Stage,
    state: MatchState,
    values: ResultFormValues | null,
    confirmed: boolean,
  ) => {
    const stage = current(target);
    const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
    const sides: [number, number] = [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0];
    const after = values ? resultFromForm(stage, values, sides, confirmed) : null;
    // As recordResult stores it: 確定 and corrections keep the time the result was first entered;
    // the freed table's next call (自動呼び出し), and matches sent back to the queue, in its batch.
    // Another 部門's match may take the hall table this result frees (shared/play/floor.ts).
    const { affected, calls, elsewhere, results } = resultWriteOnFloor(
      floor,
      stage,
      state.match.id,
      after,
      new Date(),
    );
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
            elsewhere,
          }),
        ),
      after ? (confirmed ? '結果を確定しました' : '速報を保存しました') : '結果を取り消しました',
    );
    if (saved && affected.length) {
      const view = stageView(stage);
      const names = view.rounds.flatMap((round) =>
        round.matches.filter((m) => affected.includes(m.match.id)).map((m) => matchName(view, m.match.id)),
      );
      notify(fill(STAFF_MESSAGES.matchCorrectionNotice, { matches: names.join('、') }), 'warning');
    }
    if (saved) await podiumAfter({ ...stage, results });
    return saved;
  };

  /**
   * 棄権 of someone who cancelled after the draw: the engine's walkovers (walkoverWrites), written
   * one by one as any result (the calls each frees go with it), then the podium once.
   */
  const withdraw = async (stage: Stage, withdrawal: Withdrawal) => {
    const now = current(stage);
    const name = now.entrants.find((entrant) => entrant.id === withdrawal.entrant)?.name ?? '';
    // The walkovers call nothing one by one; the hall's next calls go with the last of them
    // (another 部門's match may take a freed table: shared/play/floor.ts).
    const settled = walkoverWrites({ ...now, autoCall: false }, withdrawal, new Date(), withdrawnIn(stage));
    const { [stage.id]: own = {}, ...elsewhere } = floorCallsWithResult(
      floor,
      { ...settled.stage, autoCall: now.autoCall },
      new Date(),
    );
    const saved = await attempt(async () => {
      let outcome: WriteOutcome | void = undefined;
      for (const [i, write] of settled.writes.entries()) {
        const last = i === settled.writes.length - 1;
        outcome = await whenKept(
          recordResult(compe.id, stage.id, {
            ...write,
            uid,
            ...(last ? { calls: { ...write.calls, ...own }, elsewhere } : {}),
          }),
        );
      }
      return outcome;
    }, `${name}の棄権を記録しました（相手の不戦勝）`);
    if (saved) await podiumAfter(settled.stage);
    return saved;
  };

  const call = (stage: Stage, calls: TableCall[]) =>
    attempt(
      () => whenKept(callMatches(compe.id, stage.id, calls)),
      calls.length === 1
        ? `${stageTableName(compe.hall, stage, calls[0]?.table ?? 1)}に呼び出しました`
        : `${calls.length}試合を呼び出しました`,
    );

  const move = (stage: Stage, matchId: string, table: number) => {
    const from = stage.tables[matchId];
    if (!from) return;
    void attempt(
      () => whenKept(moveMatch(compe.id, stage.id, matchId, { table, at: from.at })),
      `${stageTableName(compe.hall, stage, table)}に移動しました`,
    );
  };

  const uncall = (stage: Stage, matchId: string) =>
    attempt(() => whenKept(uncallMatch(compe.id, stage.id, matchId)), '呼び出しを取り消しました');

  return {
    compe,
    sorted,
    floor,
    current,
    withdrawnIn,
    add,
    edit,
    storeEntrants,
    reimportMerge,
    reimport,
    clear,
    remove,
    draw,
    nextRound,
    downstream,
    saveResult,
    withdraw,
    call,
    move,
    uncall,
  };
}

export type PlayCommands = ReturnType<typeof usePlayCommands>;
