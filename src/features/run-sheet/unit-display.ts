import type { BadgeTone } from '@/components/status-badge';
import { formatTime } from '@/shared/date-time';
import { LABELS } from '@/shared/messages';
import { rangeLabel, stageRounds } from '@/shared/play/rounds';
import { unitPlay } from '@/shared/play/unit-play';
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

/**
 * What an item that holds a stage says about its matches, by unit id:
 * 「対戦「決勝トーナメント」・残り 5試合・1試合平均 12分・見込み終了 14:30頃」, and for an item holding
 * some rounds 「対戦「決勝トーナメント」準決勝〜決勝・残り 3試合・…」 (the rounds named as
 * shared/play/rounds.ts numbers them; the count and the end are those rounds'). The end is the
 * timeline's (for the running item, its rounds' estimated end; for a waiting one, its own minutes
 * from its estimated start), so the card and every later item tell the same time. Before any match
 * is timed the length is the planned one (the item's minutes over its matches) and says so.
 * `stages` is null while they load (or when they cannot be read): a stage is then not known to be
 * missing, and its item says nothing yet rather than flash 「見つかりません」.
 */
export function playLines(
  rows: readonly TimelineUnit<Unit>[],
  stages: readonly Stage[] | null,
  now: Date,
): Map<string, string> {
  const lines = new Map<string, string>();
  if (!stages) return lines;
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  for (const row of rows) {
    if (!row.stageId) continue;
    const stage = byId.get(row.stageId);
    if (!stage) {
      lines.set(row.id, '対戦ステージが見つかりません（削除されたかもしれません）');
      continue;
    }
    // Named even before the draw: a 決勝トーナメント's rounds are known from the league feeding it.
    const rounds = row.stageRounds ? rangeLabel(stageRounds(stage, stages), row.stageRounds) : '';
    const parts = [`対戦「${stage.name}」${rounds}`];
    const play = unitPlay(row, stage, now);
    if (!play.drawn) parts.push('組み合わせ未作成');
    else if (play.rounds && play.rounds.to < play.rounds.from)
      parts.push('選んだラウンドがこのステージにありません');
    else if (play.matchesLeft === 0)
      parts.push(play.rounds ? 'このラウンドの試合はすべて終了' : '全試合終了');
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
