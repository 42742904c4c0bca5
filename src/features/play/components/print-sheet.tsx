import { useMemo } from 'react';
import { Bracket } from '@/components/play/bracket';
import { PX_PER_MM } from '@/components/play/bracket-layout';
import { StandingsTable } from '@/components/play/standings-table';
import {
  groupLetter,
  matchNumber,
  PLACE_LABELS,
  rankingRulesText,
  resultText,
  sideName,
  stagePlacements,
  stageStandings,
  stageView,
  type StageView,
} from '@/shared/play/view/play-view';
import type { MatchState } from '@/shared/play/resolve';
import type { StandingRow } from '@/shared/play/standings';
import { SWISS_PAIRING_NOTE } from '@/shared/play/labels';
import { STAGE_FORMAT_LABELS, STAGE_SCORING_LABELS, type Stage } from '@/shared/schemas/stage';
import styles from './print.lazy.module.css';

/** A4 landscape less 10 mm margins, in CSS px: the area the bracket is zoomed to fit. */
export const BRACKET_PAGE = { width: 277 * PX_PER_MM, height: 190 * PX_PER_MM };
/** The sheet's heading above the bracket (fixed in print.lazy.module.css .sheetHeader) and some slack. */
const HEADER_PX = 64;
const BRACKET_FIT = { width: BRACKET_PAGE.width - 8, height: BRACKET_PAGE.height - HEADER_PX - 8 };

/** A league match from one side: 「勝 11-5」, 「負 3-11」, 「分」, 「不戦勝」. */
function crossCell(state: MatchState | undefined, stage: Stage, row: string): string {
  if (!state || state.status !== 'done') return '';
  const result = stage.results[state.match.id];
  const mine = state.a === row ? 0 : 1;
  const verdict = state.winner === null ? '分' : state.winner === row ? '勝' : '負';
  if (result?.how === 'walkover') return verdict === '勝' ? '不戦勝' : '不戦敗';
  if (result?.how === 'retired') return verdict === '勝' ? '勝（棄権）' : '棄権';
  const score = result?.games ?? result?.points;
  return score ? `${verdict} ${score[mine]}-${score[1 - mine]}` : verdict;
}

/** 対戦表 of a league group: every pair's result, read along the row. */
function CrossTable({ view, group, rows }: { view: StageView; group: number; rows: StandingRow[] }) {
  const { stage } = view;
  const entrants = stage.entrants.filter((_, i) => stage.draw[i] === group);
  const between = new Map<string, MatchState>();
  for (const state of view.states.values()) {
    if (state.match.group !== group || !state.a || !state.b) continue;
    between.set(`${state.a} ${state.b}`, state);
    between.set(`${state.b} ${state.a}`, state);
  }
  const rank = new Map(rows.map((row) => [row.entrant, row.tied ? `${row.rank}（同）` : String(row.rank)]));
  return (
    <table className={styles.grid}>
      <caption className={styles.caption}>{groupLetter(group)}組 対戦表</caption>
      <thead>
        <tr>
          <th scope="col">選手</th>
          {entrants.map((e) => (
            <th scope="col" key={e.id} className={styles.gridHead}>
              {e.name}
            </th>
          ))}
          <th scope="col">順位</th>
        </tr>
      </thead>
      <tbody>
        {entrants.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={styles.gridName}>
              {row.name}
              {row.affiliation ? <span className={styles.slipAffiliation}>（{row.affiliation}）</span> : null}
            </th>
            {entrants.map((column) =>
              column.id === row.id ? (
                <td key={column.id} className={styles.self}>
                  <span className="visually-hidden">なし</span>
                </td>
              ) : (
                <td key={column.id}>{crossCell(between.get(`${row.id} ${column.id}`), stage, row.id)}</td>
              ),
            )}
            <td>{rank.get(row.id) ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 順位表 with the ranking rules under it. */
function PrintStandings({
  view,
  group,
  rows,
}: {
  view: StageView;
  group: number | null;
  rows: StandingRow[];
}) {
  const { stage } = view;
  const title = group === null ? '順位表' : `${groupLetter(group)}組 順位表`;
  return (
    <>
      <StandingsTable
        stage={stage}
        rows={rows}
        caption={title}
        detail
        className={styles.standings}
        captionClassName={styles.caption}
      />
      <p className={styles.rules}>
        順位の決め方: {rankingRulesText(stage)}
        {`（勝点は勝ち${stage.points.win}・引き分け${stage.points.draw}・負け${stage.points.loss}）`}
        。決められない同順位は「同順位」と表示します。
        {stage.format === 'swiss' ? SWISS_PAIRING_NOTE : null}
      </p>
    </>
  );
}

/** スイス式: each round's pairings and results. */
function SwissRounds({ view }: { view: StageView }) {
  const { stage } = view;
  return (
    <>
      {view.rounds.map((round) => (
        <table key={round.key} className={styles.standings}>
          <caption className={styles.caption}>{round.label}</caption>
          <thead>
            <tr>
              <th scope="col">試合</th>
              <th scope="col">選手</th>
              <th scope="col">結果</th>
              <th scope="col">選手</th>
            </tr>
          </thead>
          <tbody>
            {round.matches.map((state) => (
              <tr key={state.match.id}>
                <th scope="row">{matchNumber(state.match)}</th>
                <td>{sideName(stage, state.a)}</td>
                <td>
                  {state.status === 'bye' ? '不戦勝（相手なし）' : resultText(stage.results[state.match.id])}
                </td>
                <td>{sideName(stage, state.b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/**
 * 対戦表 of a stage for paper (docs/play.md "Prints and the drawn bracket"): a bracket drawn on one
 * A4 landscape page (zoomed to fit), a league's 対戦表 and 順位表 per group, a Swiss stage's 順位表
 * and rounds; headed by the competition and the stage.
 */
export function PrintSheet({
  compeTitle,
  compeLine,
  stage,
}: {
  compeTitle: string;
  compeLine: string;
  stage: Stage;
}) {
  const view = useMemo(() => stageView(stage), [stage]);
  const bracket = stage.format === 'single' || stage.format === 'double';
  const placements = useMemo(() => (bracket ? stagePlacements(view) : []), [bracket, view]);
  const tables = useMemo(() => (bracket ? [] : stageStandings(view)), [bracket, view]);
  const drawn = view.states.size > 0;
  return (
    <section className={bracket ? styles.bracketSheet : styles.sheet} aria-labelledby="print-sheet-title">
      {/* Not a <header>: printing leaves the app's headers off (components/print-page-only.tsx). */}
      <div className={styles.sheetHeader}>
        <h2 className={styles.sheetTitle} id="print-sheet-title">
          {stage.name} <span className={styles.sheetKind}>{bracket ? '対戦表' : '対戦表・順位表'}</span>
        </h2>
        <p className={styles.sheetLine}>
          {compeTitle} ・ {compeLine} ・ {STAGE_FORMAT_LABELS[stage.format]}（
          {STAGE_SCORING_LABELS[stage.scoring]}
          {stage.scoring === 'games' ? ` ${stage.bestOf}ゲームマッチ` : ''}）
          {placements.length > 0
            ? ` ・ ${placements.map((p) => `${PLACE_LABELS[p.place]} ${p.entrants.map((id) => sideName(stage, id)).join('、')}`).join(' ・ ')}`
            : ''}
        </p>
      </div>
      {!drawn ? <p className={styles.empty}>組み合わせはまだ作成されていません。</p> : null}
      {bracket ? <Bracket stage={stage} states={view.states} level={3} fit={BRACKET_FIT} /> : null}
      {tables.map(({ group, rows }) => (
        <div key={group ?? 'all'} className={styles.group}>
          {group !== null ? <CrossTable view={view} group={group} rows={rows} /> : null}
          <PrintStandings view={view} group={group} rows={rows} />
        </div>
      ))}
      {stage.format === 'swiss' && drawn ? <SwissRounds view={view} /> : null}
    </section>
  );
}
