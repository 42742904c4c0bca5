/**
 * The calls of the call board (呼び出し画面) and ライブZoom (docs/play.md "The call board"): the
 * matches on a table now, newest call first, the next calls, which calls are new since the screen
 * last looked, and a call as it is read aloud. Pure, over the stages as the public pages compute
 * them (stage-play.ts), so the board, ライブ and 対戦 name the same match the same way.
 */
import { stageCallText, stageTableName, type HallNames } from '@/shared/play/hall-tables';
import { sideName } from '@/shared/play/view/play-view';
import { parseRubberId, rubberName, rubberSideNames } from '@/shared/play/rubbers';
import type { MatchState } from '@/shared/play/resolve';
import type { StagePlay } from '@/shared/play/view/stage-play';

/** A match called to a table and not yet finished. */
export interface CallRow {
  /** Changes when the match is called again or moved to another table: a new call to announce. */
  key: string;
  stageId: string;
  matchId: string;
  table: number;
  /** 「3番台」, or the hall's own name 「A1」 */
  tableText: string;
  /** 「3番台：山田 太郎 vs 佐藤 花子」 (shared/play/hall-tables.ts stageCallText, as 対戦 shows it). */
  text: string;
  a: string;
  b: string;
  stageName: string;
  /** 「準決勝」「A組 第2回戦」 */
  round: string;
  calledAt: Date;
}

/** A match waiting for its call; `tableText` when a free table would take it now. */
export interface NextRow {
  key: string;
  stageName: string;
  round: string;
  tableText: string | null;
  sides: string;
}

export interface BoardCalls {
  /** On their table now, newest call first. */
  now: CallRow[];
  /** The next calls, those a free table takes now first, then in play order. */
  next: NextRow[];
}

/** How many next calls the board lists: a short look-ahead, not the whole queue. */
export const NEXT_SHOWN = 5;

/**
 * Every stage's matches on a table and next calls, merged: a venue screen shows the whole hall (or
 * the stages of the 部門 it is set to). `hall`: the competition's, whose names the tables take
 * (「A1」), as 対戦 calls them.
 */
export function boardCalls(
  plays: readonly StagePlay[],
  nextShown = NEXT_SHOWN,
  hall?: HallNames,
): BoardCalls {
  const now: CallRow[] = [];
  const withTable: NextRow[] = [];
  const waiting: NextRow[] = [];
  for (const play of plays) {
    const { stage, labels } = play.view;
    // 団体戦: a rubber goes under its tie's round, with its place: 「準決勝 1番」 (rubbers.ts).
    const round = (matchId: string) => {
      const rubber = parseRubberId(matchId);
      const label = labels.get(rubber?.tieId ?? matchId) ?? '';
      const place = rubberName(stage, matchId);
      return place ? `${label} ${place}`.trim() : label;
    };
    /** A side as the board shows it; a rubber's with its players: 「桜クラブ（山田 太郎）」. */
    const side = (state: Pick<MatchState, 'a' | 'b' | 'rubber'>, which: 'a' | 'b') => {
      const players = rubberSideNames(stage, state);
      const team = sideName(stage, state[which]);
      return players ? `${team}（${players[which]}）` : team;
    };
    for (const row of play.tables) {
      if (!row.matchId || !row.calledAt) continue;
      now.push({
        key: `${stage.id}/${row.matchId}/${row.table}/${row.calledAt.getTime()}`,
        stageId: stage.id,
        matchId: row.matchId,
        table: row.table,
        tableText: stageTableName(hall, stage, row.table),
        text: stageCallText(hall, stage, row, row.table),
        a: side(row, 'a'),
        b: side(row, 'b'),
        stageName: stage.name,
        round: round(row.matchId),
        calledAt: row.calledAt,
      });
    }
    for (const call of play.calls) {
      const state = play.play.get(call.matchId);
      if (!state) continue;
      const next: NextRow = {
        key: `${stage.id}/${call.matchId}`,
        stageName: stage.name,
        round: round(call.matchId),
        tableText: call.table ? stageTableName(hall, stage, call.table) : null,
        sides: `${side(state, 'a')} vs ${side(state, 'b')}`,
      };
      (call.table ? withTable : waiting).push(next);
    }
  }
  now.sort((x, y) => y.calledAt.getTime() - x.calledAt.getTime() || x.key.localeCompare(y.key));
  return { now, next: [...withTable, ...waiting].slice(0, nextShown) };
}

/**
 * The calls on screen that were not there before, oldest first: the order they are announced in.
 * The board marks every call it finds at page load as seen, so opening the page is silent.
 */
export function newCalls(seen: ReadonlySet<string>, rows: readonly CallRow[]): CallRow[] {
  return rows
    .filter((row) => !seen.has(row.key))
    .sort((x, y) => x.calledAt.getTime() - y.calledAt.getTime() || x.key.localeCompare(y.key));
}

/**
 * A name as read aloud: a person's 「山田 太郎」 → 「山田太郎さん」 (family and given name, the space
 * dropped so the voice does not pause); anything else — a team, a pair, one word — as written.
 */
export function spokenName(name: string): string {
  const parts = name.trim().split(/[\s\u3000]+/);
  return parts.length === 2 && parts.every((part) => part !== '') ? `${parts.join('')}さん` : name.trim();
}

/** 「3番台、山田太郎さん、佐藤花子さん」: the call as the venue hears it. */
export function spokenText(row: Pick<CallRow, 'tableText' | 'a' | 'b'>): string {
  return `${row.tableText}、${spokenName(row.a)}、${spokenName(row.b)}`;
}
