/**
 * The drawn bracket's shape (docs/play.md "Prints and the drawn bracket"): a トーナメント or
 * ダブルイリミネーション as sections (勝者側, 敗者側, グランドファイナル, 3位決定戦), each a row of
 * rounds drawn as columns. Pure, so the public pages, the staff print and the tests read the same
 * shape; bracket.tsx draws it.
 */
import type { MatchState } from '@/shared/play/resolve';
import type { Feed, MatchPart } from '@/shared/play/types';
import { roundLabel } from '@/shared/play/rounds';

/**
 * How a round's matches lead into the next round's: two into one (the pair meets), one into one (a
 * 敗者側 round that takes in the 勝者側's losers), or not drawn.
 */
export type BracketJoin = 'pair' | 'straight' | 'none';

export interface BracketColumn {
  key: string;
  label: string;
  /** Top to bottom, matches nobody plays included (drawn empty), so every round keeps its shape. */
  matches: MatchState[];
  join: BracketJoin;
}

export interface BracketSection {
  part: Exclude<MatchPart, 'G' | 'S'>;
  /** Empty for a トーナメント's only bracket: the stage's name heads it. */
  title: string;
  columns: BracketColumn[];
  /** Matches in the tallest column: the section is this many slots high. */
  rows: number;
}

const SECTION_TITLES = {
  W: { single: '', double: '勝者側' },
  L: { single: '敗者側', double: '敗者側' },
  F: { single: 'グランドファイナル', double: 'グランドファイナル' },
  P: { single: '3位決定戦', double: '3位決定戦' },
} as const;

const winnersRoundsOf = (states: Iterable<MatchState>) =>
  [...states].filter((s) => s.match.part === 'W').reduce((max, s) => Math.max(max, s.match.round), 0);

/** The sections of a bracket stage, in drawing order; none for a league or a Swiss stage. */
export function bracketSections(
  format: 'single' | 'double' | 'league' | 'swiss',
  states: ReadonlyMap<string, MatchState>,
): BracketSection[] {
  if (format !== 'single' && format !== 'double') return [];
  const double = format === 'double';
  const all = [...states.values()];
  const winnersRounds = winnersRoundsOf(all);
  const sections: BracketSection[] = [];
  for (const part of ['W', 'L', 'F', 'P'] as const) {
    const rounds = new Map<number, MatchState[]>();
    for (const state of all.filter((s) => s.match.part === part)) {
      rounds.set(state.match.round, [...(rounds.get(state.match.round) ?? []), state]);
    }
    if (rounds.size === 0) continue;
    const ordered = [...rounds.entries()]
      .sort(([x], [y]) => x - y)
      .map(([round, matches]) => ({ round, matches: matches.sort((x, y) => x.match.order - y.match.order) }));
    const columns = ordered.map(({ round, matches }, i): BracketColumn => {
      const next = ordered[i + 1]?.matches.length;
      const join: BracketJoin =
        next === undefined
          ? 'none'
          : next * 2 === matches.length
            ? 'pair'
            : next === matches.length
              ? 'straight'
              : 'none';
      return {
        key: `${part}${round}`,
        label: roundLabel((matches[0] as MatchState).match, winnersRounds, double),
        matches,
        join,
      };
    });
    sections.push({
      part,
      title: SECTION_TITLES[part][format],
      columns,
      rows: Math.max(...columns.map((c) => c.matches.length)),
    });
  }
  return sections;
}

/**
 * Who will fill a side not known yet: 「準決勝 第1試合の勝者」, 「勝者側 2回戦 第3試合の敗者」. On paper
 * a blank bracket says where each line comes from.
 */
export function feedText(feed: Feed, names: ReadonlyMap<string, string>): string {
  if (feed === null) return '—';
  if ('entrant' in feed) return '未定';
  return 'winnerOf' in feed
    ? `${names.get(feed.winnerOf) ?? feed.winnerOf}の勝者`
    : `${names.get(feed.loserOf) ?? feed.loserOf}の敗者`;
}

/**
 * The zoom that fits a drawing of `size` into `area` (both CSS px): never above 1, so a small
 * bracket prints at its own size and a large one shrinks to one page.
 */
export function fitScale(
  size: { width: number; height: number },
  area: { width: number; height: number },
): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  return Math.min(1, area.width / size.width, area.height / size.height);
}

/**
 * A side's line in a match box (bracket.lazy.module.css): the box is 188 px wide less its border
 * and padding; the name is set at 12 px, its （所属） at 10 px, a score and the 勝 mark take room.
 */
const SIDE_LINE_PX = 188 - 2 - 8;
const NAME_PX = 12;
const AFFILIATION_PX = 10;
const SCORE_CHAR_PX = 7.5;
const MARK_PX = 16;
const GAP_PX = 4;
/** Below this the text is too small to read on paper: the rest is cut (…) as before. */
export const MIN_SIDE_SCALE = 0.55;

/** A character's advance in em: full width for kana, kanji and full-width forms, ~0.6 for the rest. */
const advance = (character: string) =>
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
    character,
  )
    ? 1
    : 0.6;
const em = (text: string) => [...text].reduce((sum, character) => sum + advance(character), 0);

/**
 * How much a side's name and （所属） shrink to fit their line in the box, whole, instead of being cut
 * (「さくら卓球クラ…」), as a 表彰状 sets a long name smaller: 1 when they fit, never below
 * MIN_SIDE_SCALE. Counted from the characters, not measured, so it is the same whatever font the
 * machine draws with (Japanese characters are one em wide in any Japanese font).
 */
export function sideScale(
  name: string,
  affiliation: string,
  { score = '', mark = false }: { score?: string; mark?: boolean } = {},
): number {
  const room =
    SIDE_LINE_PX - (score ? GAP_PX + [...score].length * SCORE_CHAR_PX : 0) - (mark ? GAP_PX + MARK_PX : 0);
  const needed = em(name) * NAME_PX + (affiliation ? em(`（${affiliation}）`) * AFFILIATION_PX : 0);
  if (needed <= room) return 1;
  return Math.max(MIN_SIDE_SCALE, Math.floor((room / needed) * 100) / 100);
}

/** The space between two sections of the drawing, in CSS px (bracket.lazy.module.css .section). */
export const SECTION_GAP = 16;

/**
 * How the sections go on paper, from their sizes on screen (stacked there): stacked ('column') or
 * side by side ('row'), whichever lets the drawing print larger. A big bracket is far taller than
 * wide, so on a landscape page its 敗者側 prints beside its 勝者側; a small one stays stacked.
 */
export function printArrangement(
  sections: readonly { width: number; height: number }[],
  area: { width: number; height: number },
): { arrange: 'column' | 'row'; zoom: number } {
  const gaps = SECTION_GAP * Math.max(0, sections.length - 1);
  const column = fitScale(
    {
      width: Math.max(0, ...sections.map((s) => s.width)),
      height: sections.reduce((sum, s) => sum + s.height, gaps),
    },
    area,
  );
  const row = fitScale(
    {
      width: sections.reduce((sum, s) => sum + s.width, gaps),
      height: Math.max(0, ...sections.map((s) => s.height)),
    },
    area,
  );
  return row > column ? { arrange: 'row', zoom: row } : { arrange: 'column', zoom: column };
}

/** CSS px per millimetre (96 px to the inch), the unit print layouts are measured in. */
export const PX_PER_MM = 96 / 25.4;
