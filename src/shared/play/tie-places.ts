import type { TieTemplate } from './tie-template';

/**
 * A tie's places (docs/play.md "Team ties"): a rubber's name and number of players, and an order
 * as stored and as read. Apart from tie-template.ts, which the schemas and the registration form
 * read: the pages that play ties (the call board, 結果報告, ライブ) load this with the engine, and
 * the registration form loads none of the engine.
 */

const KANJI_NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const KENDO = ['先鋒', '次鋒', '中堅', '副将', '大将'];

/** A rubber's name: 「1番」「第2ダブルス」「主将」「中堅」; the 代表戦 is the index after the layout. */
export function rubberLabel(template: Pick<TieTemplate, 'layout' | 'labels'>, index: number): string {
  if (index >= template.layout.length) return '代表戦';
  switch (template.labels) {
    case 'number':
      return `${index + 1}番`;
    case 'badminton': {
      const kind = template.layout[index];
      const nth = [...template.layout.slice(0, index + 1)].filter((letter) => letter === kind).length;
      return `第${nth}${kind === 'D' ? 'ダブルス' : 'シングルス'}`;
    }
    case 'board':
      return index === 0 ? '主将' : index === 1 ? '副将' : `${KANJI_NUMBERS[index + 1] ?? index + 1}将`;
    case 'kendo': {
      // Fewer than five: the last is 大将 and the first 先鋒 (三人制: 先鋒・中堅・大将).
      const n = template.layout.length;
      if (n === 5) return KENDO[index] ?? `${index + 1}番`;
      if (n === 3) return ['先鋒', '中堅', '大将'][index] ?? `${index + 1}番`;
      if (index === n - 1) return '大将';
      return index === 0 ? '先鋒' : `${index + 1}番`;
    }
  }
}

/** How many players a rubber takes on each side: 1 for a singles, 2 for a doubles. */
export const rubberPlayers = (template: Pick<TieTemplate, 'layout'>, index: number): 1 | 2 =>
  template.layout[index] === 'D' ? 2 : 1;

/**
 * An order as stored: per rubber in layout order, the member ids joined with `+` for a doubles
 * ('m1+m4'), '' for an empty place (欠員). Firestore holds no list of lists.
 */
export type StoredOrder = readonly string[];
/** An order as the engine reads it: per rubber, its players' member ids ([] = 欠員). */
export type OrderSlots = readonly (readonly string[])[];

export const decodeOrder = (stored: StoredOrder): string[][] =>
  stored.map((slot) => (slot === '' ? [] : slot.split('+')));
export const encodeOrder = (slots: OrderSlots): string[] => slots.map((players) => players.join('+'));
