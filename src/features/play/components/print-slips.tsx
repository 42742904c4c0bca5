import { useCallback, useEffect, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { feedText } from '@/components/play/bracket-layout';
import { matchNames } from '@/shared/play/view/play-view';
import type { MatchState } from '@/shared/play/resolve';
import { resolveStage } from '@/shared/play/stage-plan';
import { stageTableLabel, stageTableName, type HallNames } from '@/shared/play/hall-tables';
import type { Stage } from '@/shared/schemas/stage';
import styles from './print.lazy.module.css';

/**
 * The matches that still need a slip, in play order: ready (both sides known) and, unless
 * `readyOnly`, waiting (a side still to come from another match). Done matches, byes and matches
 * nobody plays get none.
 */
export function slipMatches(
  states: ReadonlyMap<string, MatchState>,
  { readyOnly = false }: { readyOnly?: boolean } = {},
): MatchState[] {
  const parts = ['W', 'L', 'F', 'P', 'G', 'S'];
  return [...states.values()]
    .filter((s) => s.status === 'ready' || (!readyOnly && s.status === 'waiting'))
    .sort(
      (x, y) =>
        parts.indexOf(x.match.part) - parts.indexOf(y.match.part) ||
        x.match.round - y.match.round ||
        (x.match.group ?? 0) - (y.match.group ?? 0) ||
        x.match.order - y.match.order,
    );
}

/** What a side of the slip is filled with: the entrant and 所属, or where they will come from. */
function SideName({
  stage,
  state,
  side,
  names,
}: {
  stage: Stage;
  state: MatchState;
  side: 'a' | 'b';
  names: ReadonlyMap<string, string>;
}) {
  const entrant = stage.entrants.find((e) => e.id === state[side]);
  if (!entrant) return <span className={styles.feed}>{feedText(state.match[side], names)}</span>;
  return (
    <>
      <span className={styles.slipName}>{entrant.name}</span>
      {entrant.affiliation ? <span className={styles.slipAffiliation}>（{entrant.affiliation}）</span> : null}
    </>
  );
}

/** A match's 結果報告 link and its QR image. */
export interface ReportQr {
  url: string;
  src: string;
}

const NO_QRS: ReadonlyMap<string, ReportQr> = new Map();

/** The stage's 結果報告 QR codes: still coming, there, or not to be had (the slips then lack them). */
export interface ReportQrs {
  status: 'loading' | 'ready' | 'failed';
  qrs: ReadonlyMap<string, ReportQr>;
  /** Asks for the keys again after a failure. */
  retry: () => void;
}

/**
 * 結果報告 links of a stage's matches as QR images (data URLs), from reportKeys: the match key of
 * each is the link's credential (docs/play.md "Reporting results from the floor"). The print page
 * waits for them before it offers 印刷, and says so when they cannot be had (offline, refused):
 * slips printed then would carry no QR code, and nothing on paper would tell.
 */
export function useReportQrs(clubId: string, compeId: string, stage: Stage | undefined): ReportQrs {
  const [attempt, setAttempt] = useState(0);
  const stageId = stage?.id;
  const draw = stage?.draw;
  const pairings = stage?.pairings;
  // What the last request answered, and for which draw: another one is loading until it answers.
  const [answer, setAnswer] = useState<{
    asked: readonly unknown[];
    status: 'ready' | 'failed';
    qrs: ReadonlyMap<string, ReportQr>;
  } | null>(null);
  const asked = useMemo(
    () => [clubId, compeId, stageId, draw, pairings, attempt],
    [clubId, compeId, stageId, draw, pairings, attempt],
  );
  useEffect(() => {
    if (!stageId) return;
    let live = true;
    (async () => {
      const [{ callReportKeys }, mod] = await Promise.all([
        import('@/lib/firebase/functions'),
        import('qrcode') as Promise<typeof import('qrcode') & { default?: typeof import('qrcode') }>,
      ]);
      const { keys } = await callReportKeys({ compeId, stageId });
      const qr = mod.default ?? mod;
      const entries = await Promise.all(
        Object.entries(keys).map(async ([matchId, key]) => {
          const url = `${window.location.origin}${paths.report.getHref(clubId, compeId, stageId, matchId, { key })}`;
          const svg = await qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
          const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          return [matchId, { url, src }] as const;
        }),
      );
      if (live) setAnswer({ asked, status: 'ready', qrs: new Map(entries) });
    })().catch((error: unknown) => {
      console.warn('report keys not loaded', error);
      if (live) setAnswer({ asked, status: 'failed', qrs: new Map() });
    });
    return () => {
      live = false;
    };
    // `asked` holds what the keys depend on: a new draw (new matches) asks again.
  }, [asked, clubId, compeId, stageId]);
  const current = answer?.asked === asked ? answer : null;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(
    () => ({ status: current?.status ?? 'loading', qrs: current?.qrs ?? NO_QRS, retry }),
    [current, retry],
  );
}

function Slip({
  compeTitle,
  stage,
  state,
  names,
  qr,
  hall,
}: {
  compeTitle: string;
  stage: Stage;
  state: MatchState;
  names: ReadonlyMap<string, string>;
  qr: ReportQr | undefined;
  hall: HallNames | undefined;
}) {
  const id = state.match.id;
  const name = names.get(id) ?? id;
  const headingId = `slip-${id}`;
  const table = stage.tables[id]?.table;
  const knockout = stage.format === 'single' || stage.format === 'double';
  const games = stage.scoring === 'games' ? Array.from({ length: stage.bestOf }, (_, i) => i + 1) : [];
  const outcomes = knockout ? '勝 ・ 負' : '勝 ・ 負 ・ 分';
  return (
    <li className={styles.slip} data-slip={id}>
      <article aria-labelledby={headingId}>
        <p className={styles.slipTop}>
          <span className={styles.slipKind}>試合票</span>
          <span>{compeTitle}</span>
          <span>{stage.name}</span>
        </p>
        <div className={styles.slipHead}>
          <h3 id={headingId} className={styles.slipTitle}>
            {name}
          </h3>
          <span>試合番号 {id}</span>
          <span className={styles.slipTable}>
            {table ? stageTableName(hall, stage, table) : `\u3000\u3000番${stageTableLabel(hall, stage)}`}
          </span>
        </div>
        {state.match.resetOf ? (
          <p className={styles.slipNote}>グランドファイナルで敗者側が勝った場合のみ行います。</p>
        ) : null}
        <table className={styles.scoreTable}>
          <caption className="visually-hidden">{name}の記入欄</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.sideHead}>
                {stage.entrants.length > 0 ? '選手（所属）' : '選手'}
              </th>
              {games.map((game) => (
                <th scope="col" key={game} className={styles.boxHead}>
                  第{game}ゲーム
                </th>
              ))}
              {stage.scoring === 'games' ? (
                <th scope="col" className={styles.boxHead}>
                  ゲーム数
                </th>
              ) : null}
              {stage.scoring === 'points' ? (
                <th scope="col" className={styles.boxHead}>
                  得点
                </th>
              ) : null}
              <th scope="col" className={styles.outcomeHead}>
                勝敗（○で囲む）
              </th>
            </tr>
          </thead>
          <tbody>
            {(['a', 'b'] as const).map((side) => (
              <tr key={side}>
                <th scope="row" className={styles.sideCell}>
                  <SideName stage={stage} state={state} side={side} names={names} />
                </th>
                {games.map((game) => (
                  <td key={game} className={styles.box} />
                ))}
                {stage.scoring !== 'outcome' ? <td className={styles.box} /> : null}
                <td className={styles.outcome}>{outcomes}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.sign}>
          <span>審判・確認者の署名</span>
          <span className={styles.signLine} />
          <span className={styles.slipId}>{id}</span>
        </p>
        {qr ? (
          <p className={styles.reportQr}>
            {/* On screen the code is also a link: staff can open (or copy) the umpire's link. */}
            <a href={qr.url} target="_blank" rel="noopener noreferrer">
              <img src={qr.src} alt={`${name}の結果報告用QRコード`} />
            </a>
            <span>結果報告はこちら（審判がスマートフォンで読み取って入力）</span>
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * 試合票 (docs/play.md "Prints and the drawn bracket"): one slip per match still to be played, a
 * paper backup for the result — the competition, stage, round, match number and table, both sides
 * with 所属, boxes for the score as the stage keeps it (a box per game of a best-of-N, one score
 * box, or 勝敗 to circle), a line to sign, and the match's 結果報告 QR code (「結果報告はこちら」). Several to an A4 page, a slip never split across two.
 */
export function PrintSlips({
  compeTitle,
  stage,
  readyOnly,
  qrs = NO_QRS,
  hall,
}: {
  compeTitle: string;
  stage: Stage;
  readyOnly: boolean;
  /** The competition's hall (compe.hall): a slip's table is the hall's (「A1」「3番台」). */
  hall?: HallNames | undefined;
  /** The matches' 結果報告 QR codes (useReportQrs, read by the print page); none when left out. */
  qrs?: ReadonlyMap<string, ReportQr>;
}) {
  const states = useMemo(() => resolveStage(stage), [stage]);
  const names = useMemo(() => matchNames(stage, states), [stage, states]);
  const matches = useMemo(() => slipMatches(states, { readyOnly }), [states, readyOnly]);
  if (matches.length === 0) {
    return <p className={styles.empty}>印刷する試合票はありません（残りの試合がありません）。</p>;
  }
  return (
    <ol className={styles.slips} aria-label={`${stage.name}の試合票（${matches.length}枚）`}>
      {matches.map((state) => (
        <Slip
          key={state.match.id}
          compeTitle={compeTitle}
          stage={stage}
          state={state}
          names={names}
          qr={qrs.get(state.match.id)}
          hall={hall}
        />
      ))}
    </ol>
  );
}
