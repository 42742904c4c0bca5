/**
 * What 表彰 can print (docs/play.md "Awards (表彰状)"): 優勝 / 準優勝 / 3位 of every stage that is
 * finished and 確定, per 部門, and the awards the organiser names; and how a 表彰状 writes its words in 縦書き
 * (漢数字 for the date, long names set smaller). Pure: the page and its tests share it.
 */
import {
  divisionPodiums,
  isComplete,
  stagePlacements,
  stageView,
  type StageView,
} from '@/shared/play/view/play-view';
import type { Award, Compe, Division } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';

/** A placing as a 表彰状 says it (the list on screen says 優勝 / 準優勝 / 3位). */
export const CERTIFICATE_PLACES = { 1: '優勝', 2: '第二位', 3: '第三位' } as const;
export const LIST_PLACES = { 1: '優勝', 2: '準優勝', 3: '3位' } as const;

export interface Certificate {
  /** Stable within a page: `stageId:place:entrantId` (`:n` for a pair's n-th copy) or `award:index`. */
  key: string;
  /** The line above the name: 「一般シングルス\u3000優勝」, 「決勝トーナメント 優勝」 or the award's title. */
  honour: string;
  /** What the list on screen calls it: 「一般シングルス 決勝トーナメント 準優勝」, 「敢闘賞」. */
  label: string;
  /** The entrant as listed: 「山田 太郎」, a pair 「山田 太郎・佐藤 花子」. */
  name: string;
  /** Whom the 表彰状 names, each with 殿: the one person, or both players of a pair. */
  names: string[];
  /** A pair's certificate: the player this copy is for (each player gets one). */
  holder?: string;
  affiliation: string;
}

/** A 部門 as 表彰 needs it: its name on the 表彰状, its kind for a pair's two names. */
export type CertificateDivision = Pick<Division, 'id' | 'name' | 'kind'>;

/**
 * The players of a ペア 部門's entrant, from its name as 申込者から作成 joins them (「山田 太郎・佐藤
 * 花子」, features/entry regist-import-rows.ts): two when the name splits at 「・」 into exactly two,
 * else the name as one (a name typed another way is printed as typed).
 */
export function pairNames(name: string): string[] {
  const parts = name.split('・').map((part) => part.trim());
  return parts.length === 2 && parts.every(Boolean) ? parts : [name];
}

/**
 * Whether a stage's placings may be printed: every match played (or nobody plays it), every result
 * 確定 — a 速報 could still change who stands on the podium — and the stage places somebody (a league
 * of several groups feeds a 決勝トーナメント and places nobody).
 */
export function isSettled(view: StageView): boolean {
  if (!isComplete(view)) return false;
  const played = [...view.states.values()].filter((s) => s.status === 'done');
  return played.every((s) => view.stage.results[s.match.id]?.confirmed === true);
}

export interface StageCertificates {
  stage: Stage;
  /** False: not finished or not 確定 yet; `certificates` is then empty. */
  settled: boolean;
  certificates: Certificate[];
}

/**
 * Each stage in play order with its printable placings. `named`: more than one stage places (say
 * which). With a 部門, every 表彰状 names it first (「一般シングルス\u3000優勝」), and a ペア 部門's
 * placing is one 表彰状 for each player, each naming both (docs/play.md "Awards (表彰状)").
 */
export function stageCertificates(
  stages: readonly Stage[],
  division: CertificateDivision | null = null,
): StageCertificates[] {
  const sorted = [...stages].sort((x, y) => x.order - y.order || (x.id < y.id ? -1 : 1));
  const placing = sorted.map((stage) => {
    const view = stageView(stage);
    const settled = isSettled(view);
    return { stage, settled, rows: settled ? stagePlacements(view) : [] };
  });
  const named = placing.filter((p) => p.rows.length > 0).length > 1;
  const honourOf = (stage: Stage, place: 1 | 2 | 3) =>
    division
      ? [division.name, ...(named ? [stage.name] : []), CERTIFICATE_PLACES[place]].join('\u3000')
      : `${named ? `${stage.name} ` : ''}${CERTIFICATE_PLACES[place]}`;
  return placing.map(({ stage, settled, rows }) => ({
    stage,
    settled: settled && rows.length > 0,
    certificates: rows.flatMap((row) =>
      row.entrants.flatMap((id) => {
        const entrant = stage.entrants.find((e) => e.id === id);
        const name = entrant?.name ?? '';
        const certificate = {
          key: `${stage.id}:${row.place}:${id}`,
          honour: honourOf(stage, row.place),
          label: `${division ? `${division.name} ` : ''}${stage.name} ${LIST_PLACES[row.place]}`,
          name,
          names: [name],
          affiliation: entrant?.affiliation ?? '',
        };
        const players = division?.kind === 'pair' ? pairNames(name) : [name];
        if (players.length < 2) return [certificate];
        return players.map((holder, n) => ({
          ...certificate,
          key: `${certificate.key}:${n}`,
          names: players,
          holder,
        }));
      }),
    ),
  }));
}

/** The printable placings per 部門 (divisionPodiums' grouping): without 部門, one part of every stage. */
export interface DivisionCertificates {
  /** null: a competition without 部門, or its stages in none. */
  division: CertificateDivision | null;
  stages: StageCertificates[];
}

export const divisionCertificates = (
  stages: readonly Stage[],
  divisions: readonly CertificateDivision[] | undefined,
): DivisionCertificates[] =>
  divisionPodiums(stages, divisions).map((part) => ({
    division: part.division,
    stages: stageCertificates(part.stages, part.division),
  }));

/** The named awards as 表彰状. */
export const awardCertificates = (awards: readonly Award[]): Certificate[] =>
  awards.map((award, i) => ({
    key: `award:${i}`,
    honour: award.title,
    label: award.title,
    name: award.name,
    names: [award.name],
    affiliation: award.affiliation,
  }));

const DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/** 漢数字 as dates are written: 8 → 八, 11 → 十一, 27 → 二十七 (1 … 99). */
export function kanjiNumber(n: number): string {
  if (n >= 100 || n < 1 || !Number.isInteger(n)) return String(n).replace(/\d/g, (d) => DIGITS[Number(d)]);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 0 ? '' : tens === 1 ? '十' : `${DIGITS[tens]}十`}${ones === 0 ? '' : DIGITS[ones]}`;
}

export type Era = 'reiwa' | 'western';

/**
 * The date as a 表彰状 writes it, in 漢数字 (upright in 縦書き): 令和八年十一月二十七日 (the first
 * year of an era 元年), or 二〇二六年十一月二十七日. Japan's calendar day, from Intl's Japanese calendar.
 */
export function certificateDate(date: Date, era: Era): string {
  const parts = new Intl.DateTimeFormat(era === 'reiwa' ? 'ja-JP-u-ca-japanese' : 'ja-JP', {
    timeZone: 'Asia/Tokyo',
    era: era === 'reiwa' ? 'long' : undefined,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const month = kanjiNumber(Number(part('month')));
  const day = kanjiNumber(Number(part('day')));
  if (era === 'western') {
    const year = part('year').replace(/\d/g, (d) => DIGITS[Number(d)]);
    return `${year}年${month}月${day}日`;
  }
  const yearText = part('year');
  const year = /^\d+$/.test(yearText) ? (yearText === '1' ? '元' : kanjiNumber(Number(yearText))) : yearText;
  return `${part('era')}${year}年${month}月${day}日`;
}

/**
 * Half-width digits and Latin letters turned full-width, which stand upright in 縦書き (「第3回」 →
 * 「第３回」); the page sets two-digit runs with text-combine-upright instead where it can.
 */
export const uprightText = (text: string): string =>
  text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * The font size (mm) that fits `text` in a column `columnMm` long, never above `maxMm`: a long name
 * is set smaller rather than spill onto a second column or a second page.
 */
export function fitSize(text: string, columnMm: number, maxMm: number): number {
  const length = [...text].length || 1;
  return Math.min(maxMm, Math.floor((columnMm / length) * 10) / 10);
}

/** The text under the name: 「あなたは〇〇において頭書の成績を収められました よってこれを賞します」. */
export const certificateText = (compe: Pick<Compe, 'title'>) =>
  `あなたは${uprightText(compe.title)}において頭書の成績を収められました\u3000よってこれを賞します`;
