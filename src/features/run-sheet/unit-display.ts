import type { BadgeTone } from '@/components/status-badge';
import { formatTime } from '@/shared/date-time';
import { LABELS } from '@/shared/messages';
import { hasHall, stageTablesText, type HallNames } from '@/shared/play/hall-tables';
import { rangeLabel, stageRounds, type RoundRange } from '@/shared/play/rounds';
import { itemPlay } from '@/shared/play/unit-play';
import { unitStages, type UnitStageFields } from '@/shared/run-sheet/unit-stages';
import type { Stage } from '@/shared/schemas/stage';
import { formatMinutes, type TimelineUnit } from '@/shared/run-sheet/timeline';
import type { Entry } from '@/shared/schemas/entry';
import type { Unit } from '@/shared/schemas/unit';

export type UnitState = 'waiting' | 'running' | 'done' | 'skipped';

/** What staff see of a unit's status: a done unit that never started, or one passed over, is skipped. */
export const unitState = (row: TimelineUnit<Unit>): UnitState => (row.skipped ? 'skipped' : row.status);

export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  waiting: LABELS.unitWaiting,
  running: LABELS.unitRunning,
  done: LABELS.unitDone,
  skipped: LABELS.unitSkipped,
};

export const UNIT_STATE_TONES: Record<UnitState, BadgeTone> = {
  waiting: 'default',
  running: 'primary',
  done: 'success',
  skipped: 'warning',
};

/** 「1 山田 太郎、2 鈴木 花子 ほか3名」 */
export function entriesText(
  entryIds: readonly string[],
  entriesById: ReadonlyMap<string, Entry>,
  max = Infinity,
) {
  const entries = entryIds.flatMap((id) => entriesById.get(id) ?? []);
  const shown = entries.slice(0, max).map((entry) => `${entry.number} ${entry.name}`);
  const rest = entries.length - shown.length;
  return { count: entries.length, text: shown.join('、') + (rest > 0 ? ` ほか${rest}名` : '') };
}

/**
 * For the buttons a tap on 進行表 changes (次へ disabled while sending, 開始 becoming 終了): drawn
 * at once. MUI's 250 ms colour and shadow fades made every tap ~19 frames of repaint instead of 2,
 * and the page's main thread per tap 91–98 ms instead of 57–59 (scripts/bench staff trace, this
 * machine) — time taken from the device, and on the bench from the emulator sharing its cores.
 */
export const DRAWN_AT_ONCE = { transition: 'none' } as const;

/** One stage an item holds, named: 「決勝トーナメント」準決勝〜決勝, with its tables on a hall 「（1〜6番台）」. */
function heldName(
  stage: Stage,
  rounds: RoundRange | null,
  stages: readonly Stage[],
  hall: HallNames | undefined,
  quote: boolean,
): string {
  const label = rounds ? rangeLabel(stageRounds(stage, stages), rounds) : '';
  // On a hall the tables are the hall's, shared: which of them the stage plays on is worth saying.
  const tables = hasHall(hall) ? stageTablesText(hall, stage) : '';
  const name = quote ? `「${stage.name}」` : stage.name;
  return `${name}${label ? `${quote ? '' : ' '}${label}` : ''}${tables ? `（${tables}）` : ''}`;
}

/**
 * The stages an item holds, for paper: 「男子S予選（1〜6番台）・女子S予選（7〜12番台）」 ('' for none;
 * a stage deleted since is left out).
 */
export function heldStagesText(row: UnitStageFields, stages: readonly Stage[], hall?: HallNames): string {
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  return unitStages(row)
    .flatMap(({ stageId, rounds }) => {
      const stage = byId.get(stageId);
      return stage ? [heldName(stage, rounds, stages, hall, false)] : [];
    })
    .join('・');
}

/**
 * What an item that holds a stage says about its matches, by unit id:
 * 「対戦「決勝トーナメント」・残り 5試合・1試合平均 12分・見込み終了 14:30頃」, and for an item holding
 * some rounds 「対戦「決勝トーナメント」準決勝〜決勝・残り 3試合・…」 (the rounds named as
 * shared/play/rounds.ts numbers them; the count and the end are those rounds'); an item holding
 * several stages in parallel names them all 「対戦「男子S予選」・「女子S予選」・残り 20試合・…」, counts
 * the matches left of all and ends when the last does (on a hall, each with its tables). The end
 * is the timeline's (for the running item, its stages' estimated end on the shared tables; for a
 * waiting one, its own minutes from its estimated start), so the card and every later item tell the
 * same time. Before any match is timed the length is the planned one (the item's minutes over its
 * matches) and says so. `stages` is null while they load (or when they cannot be read): a stage is
 * then not known to be missing, and its item says nothing yet rather than flash 「見つかりません」.
 */
export function playLines(
  rows: readonly TimelineUnit<Unit>[],
  stages: readonly Stage[] | null,
  hall?: HallNames,
): Map<string, string> {
  const lines = new Map<string, string>();
  if (!stages) return lines;
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  for (const row of rows) {
    const held = unitStages(row);
    if (held.length === 0) continue;
    const found = held.flatMap(({ stageId, rounds }) => {
      const stage = byId.get(stageId);
      return stage ? [{ stage, rounds }] : [];
    });
    const play = itemPlay(row, stages);
    if (found.length === 0 || !play) {
      lines.set(row.id, '対戦ステージが見つかりません（削除されたかもしれません）');
      continue;
    }
    // Named even before the draw: a 決勝トーナメント's rounds are known from the league feeding it.
    const parts = [
      `対戦${found.map(({ stage, rounds }) => heldName(stage, rounds, stages, hall, true)).join('・')}`,
    ];
    if (found.length < held.length) parts.push('見つからない対戦ステージがあります');
    const undrawn = found.filter(({ stage }) => !play.stages.find((p) => p.stageId === stage.id)?.drawn);
    if (!play.drawn) {
      parts.push('組み合わせ未作成');
      lines.set(row.id, parts.join('・'));
      continue;
    }
    if (undrawn.length > 0)
      parts.push(`${undrawn.map(({ stage }) => `「${stage.name}」`).join('')}は組み合わせ未作成`);
    const ranged = play.stages.filter((p) => p.drawn);
    if (ranged.every((p) => p.rounds && p.rounds.to < p.rounds.from))
      parts.push('選んだラウンドがこのステージにありません');
    else if (play.matchesLeft === 0)
      parts.push(ranged.some((p) => p.rounds) ? 'このラウンドの試合はすべて終了' : '全試合終了');
    else if (row.status !== 'done') {
      parts.push(`残り ${play.matchesLeft}試合`);
      const minutes = formatMinutes(Math.max(1, play.matchMinutes));
      parts.push(play.measured ? `1試合平均 ${minutes}` : `1試合 約${minutes}（予定）`);
      if (row.estimatedEnd) parts.push(`見込み終了 ${formatTime(row.estimatedEnd)}頃`);
    }
    lines.set(row.id, parts.join('・'));
  }
  return lines;
}
