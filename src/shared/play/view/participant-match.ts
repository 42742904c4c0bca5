/**
 * The participant's matches (docs/play.md "On the public pages"): their next match — opponent,
 * table, estimated start, or 試合中 / 呼び出し中 — and their results so far, from the competition's
 * stages. The participant's entries are found on the live board by registId (participant-eta); a stage's
 * entrants are entries, by id. Pure.
 */
import type { BoardUnit } from '@/shared/schemas/unit';
import { plays, resultText, sideName, type StageView } from '@/shared/play/view/play-view';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import type { StagePlay } from '@/shared/play/view/stage-play';
import { formatTime } from '@/shared/date-time';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { MatchState } from '@/shared/play/resolve';
import { parseRubberId, rubberName, rubberSideNames } from '@/shared/play/rubbers';
import type { EntryEta } from '@/shared/run-sheet/entry-eta';

/**
 * A call is news for this long: the participant is 呼び出し中 (expected at the table) for the first minutes
 * after the call, and 試合中 after that until the result is in. Nothing stored says when play began.
 */
export const CALLING_MS = 5 * 60 * 1000;

/**
 * The participant's entry ids: the board's entries made from their registration, and every stage's
 * entrants whose people (`persons`, docs/play.md "One floor") include it — a singles entry and a
 * doubles pair in two 部門 alike, whether or not a 進行表 item lists them.
 */
export function participantEntryIds(
  units: readonly Pick<BoardUnit, 'entries'>[],
  registId: string,
  stages: readonly { entrants: readonly { id: string; persons?: readonly string[] | undefined }[] }[] = [],
): Set<string> {
  const ids = new Set<string>();
  for (const unit of units)
    for (const entry of unit.entries) if (entry.registId === registId && entry.id) ids.add(entry.id);
  for (const stage of stages)
    for (const entrant of stage.entrants) if (entrant.persons?.includes(registId)) ids.add(entrant.id);
  return ids;
}

export interface NextMatch {
  /** Which match it is (the 出番のお知らせ claim, functions/src/reminder, is per stage and match). */
  stageId: string;
  matchId: string;
  state: 'calling' | 'playing' | 'upcoming';
  /**
   * The match is on: both sides known and, where the stage manages tables, called to one. Only then
   * do its players report its result (functions/src/play/report-result.ts refuses it otherwise).
   */
  reportable: boolean;
  stageName: string;
  round: string;
  opponent: string;
  table: number | null;
  start: Date | null;
  /**
   * 「3番台 14:05頃 vs 佐藤 花子」, 「呼び出し中：3番台 vs 佐藤 花子」, 「試合中（3番台） vs 佐藤 花子」; the
   * table by the hall's name (「A1」) where the competition names its tables.
   */
  text: string;
}

export interface PastMatch {
  key: string;
  stageName: string;
  round: string;
  opponent: string;
  outcome: 'win' | 'loss' | 'draw';
  score: string;
  confirmed: boolean;
  /** 「1回戦 勝ち 3 - 1 vs 佐藤 花子（確定）」 */
  text: string;
}

export interface ParticipantPlay {
  /** Whether the participant is in any drawn stage at all. */
  entered: boolean;
  /** The soonest of `upcoming`. */
  next: NextMatch | null;
  /**
   * The next match in each stage they still play in (a singles and a doubles 部門 each have one),
   * soonest first: each is told once (出番のお知らせ, up-now.tsx).
   */
  upcoming: NextMatch[];
  results: PastMatch[];
}

const OUTCOME_WORDS = { win: '勝ち', loss: '負け', draw: '引き分け' } as const;

const opponentOf = (view: StageView, state: MatchState, me: string) =>
  sideName(view.stage, state.a === me ? state.b : state.a);

function nextOf(
  play: StagePlay,
  state: MatchState,
  me: string,
  now: Date,
  hall: HallNames | undefined,
): NextMatch {
  const { view } = play;
  const { stage } = view;
  // 団体戦: a rubber is named after its tie (「準決勝 1番」), its opponent by players and team.
  const rubber = state.rubber ? parseRubberId(state.match.id) : null;
  const players = rubberSideNames(stage, state);
  const opponent = players
    ? `${players[state.a === me ? 'b' : 'a']}（${opponentOf(view, state, me)}）`
    : opponentOf(view, state, me);
  const call = stage.tables[state.match.id];
  const base = {
    stageId: stage.id,
    matchId: state.match.id,
    stageName: stage.name,
    round: rubber
      ? `${view.labels.get(rubber.tieId) ?? ''} ${rubberName(stage, state.match.id) ?? ''}`.trim()
      : (view.labels.get(state.match.id) ?? ''),
    opponent,
  };
  if (call && stage.tableCount > 0) {
    const table = stageTableName(hall, stage, call.table);
    const calling = now.getTime() - call.at.getTime() < CALLING_MS;
    return {
      ...base,
      state: calling ? 'calling' : 'playing',
      reportable: state.status === 'ready',
      table: call.table,
      start: call.at,
      text: calling
        ? `${PLAY_MESSAGES.calling}：${table} vs ${opponent}`
        : `${PLAY_MESSAGES.playing}（${table}） vs ${opponent}`,
    };
  }
  const table = play.callTable.get(state.match.id) ?? null;
  const start = play.starts.get(state.match.id) ?? null;
  const parts = [
    table ? stageTableName(hall, stage, table) : null,
    start ? `${formatTime(start)}頃` : null,
  ].filter((part): part is string => part !== null);
  return {
    ...base,
    state: 'upcoming',
    reportable: state.status === 'ready' && stage.tableCount === 0,
    table,
    start,
    text: `${parts.length > 0 ? `${parts.join(' ')} ` : ''}vs ${opponent}`,
  };
}

/**
 * The participant's next match and past results over every stage, in play order. `hall`: the
 * competition's (compe.hall), whose names the tables take.
 */
export function participantPlay(
  plays_: readonly StagePlay[],
  entryIds: ReadonlySet<string>,
  now: Date,
  hall?: HallNames,
): ParticipantPlay {
  let entered = false;
  const results: PastMatch[] = [];
  // `key`: one next match per stage, but each of a team's rubbers on a table (団体戦: a captain
  // reports each, and two may be on at once).
  const candidates: { match: NextMatch; rank: number; key: string }[] = [];
  plays_.forEach((play, stageIndex) => {
    const { view } = play;
    const me = view.stage.entrants.find((entrant) => entryIds.has(entrant.id))?.id;
    if (!me) return;
    entered = true;
    // In the order of the stage's rounds (a bracket's, then 3位決定戦; a group's 節 in turn).
    const mine = view.rounds.flatMap((round) => round.matches).filter((state) => plays(state, me));
    for (const state of mine) {
      if (state.status === 'done') {
        // A 団体戦 tie decided by its rubbers stores no result of its own: its score is theirs.
        const result = view.stage.results[state.match.id] ?? state.result;
        const outcome = state.winner === me ? 'win' : state.loser === me ? 'loss' : 'draw';
        const round = view.labels.get(state.match.id) ?? '';
        const opponent = opponentOf(view, state, me);
        // The score from the participant's side: 「負け 5 - 11」, not the sheet's a – b.
        const score =
          result && state.b === me
            ? resultText({
                ...result,
                ...(result.games ? { games: [...result.games].reverse() } : {}),
                ...(result.points ? { points: [...result.points].reverse() } : {}),
              })
            : resultText(result);
        const confirmed = view.stage.results[state.match.id]?.confirmed === true;
        results.push({
          key: `${view.stage.id}/${state.match.id}`,
          stageName: view.stage.name,
          round,
          opponent,
          outcome,
          score,
          confirmed,
          text: `${round} ${OUTCOME_WORDS[outcome]}${score && score !== OUTCOME_WORDS[outcome] ? ` ${score}` : ''} vs ${opponent}（${confirmed ? '確定' : '速報'}）`,
        });
      } else if (state.status === 'ready' || state.status === 'waiting') {
        const match = nextOf(play, state, me, now, hall);
        // On a table first; then the soonest expected; then play order (stage, then match).
        const rank =
          match.state !== 'upcoming'
            ? -1
            : (match.start?.getTime() ?? Number.MAX_SAFE_INTEGER / 2) + stageIndex * 1e-3;
        candidates.push({ match, rank, key: view.stage.id });
      }
    }
    // 団体戦: the team's rubbers on tables now, each reported on its own; then its tie is no
    // "next match" of its own.
    if (!view.stage.tie) return;
    const onTables = [...play.play.values()].filter(
      (state) =>
        state.rubber && state.status === 'ready' && plays(state, me) && view.stage.tables[state.match.id],
    );
    if (onTables.length === 0) return;
    const ties = new Set(onTables.map((state) => state.rubber?.tie));
    for (let i = candidates.length - 1; i >= 0; i -= 1) {
      const candidate = candidates[i];
      if (candidate?.match.stageId === view.stage.id && ties.has(candidate.match.matchId))
        candidates.splice(i, 1);
    }
    for (const state of onTables)
      candidates.push({
        match: nextOf(play, state, me, now, hall),
        rank: -1,
        key: `${view.stage.id}/${state.match.id}`,
      });
  });
  candidates.sort((x, y) => x.rank - y.rank);
  const seen = new Set<string>();
  const upcoming = candidates.filter(({ key }) => !seen.has(key) && seen.add(key)).map(({ match }) => match);
  return { entered, next: upcoming[0] ?? null, upcoming, results };
}

/**
 * Whether the run sheet's 出番の目安 of the participant's item still says something beside their matches
 * (the one card of the 参加票, components/day-card.tsx): only while the item is still ahead, and only
 * where the matches give no time of their own — never once every match of theirs is played (an item
 * nobody marked 開始 on 進行表 would promise a turn that is over), never beside a match with its
 * own time (the card would say it twice). A participant out of the drawn stages with one still to draw
 * may yet play there: the item's time, or that it is on now, is what they have.
 */
export function etaBesidePlay(participant: ParticipantPlay, undrawn: boolean, eta: EntryEta): boolean {
  // Beside a known match 「出番中」 says nothing the match does not: only a time still ahead is worth a line.
  if (participant.next)
    return (
      eta.state === 'upcoming' && participant.next.state === 'upcoming' && participant.next.start === null
    );
  // No match known yet, and a stage still to draw may hold it: the item says whether it is ahead or
  // on now (「出番中」: be in the hall, the draw comes next).
  return undrawn && eta.state !== 'done';
}
