import { describe, expect, it } from 'vitest';
import type { LiveBoard } from '@/lib/live-board/board';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { timeline } from '@/shared/run-sheet/timeline';
import type { Stage } from '@/shared/schemas/stage';
import { drawnStageOf } from '@/testing/stages';
import { unitOf } from '@/lib/db/units/__tests__/fixtures';
import { dayPlay } from '../stage-play';

const MIN = 60_000;
const NOW = new Date('2026-05-10T01:00:00Z'); // 10:00 in Japan
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

/** 8 entrants with 3位決定戦 on 2 tables, drawn, nothing played: 準々決勝, 準決勝 | 3位決定戦, 決勝. */
const knockout = (): Stage => drawnStageOf('single', 8, { id: 'st1', thirdPlace: true, seeds: 8 });

/** The morning item runs 準々決勝・準決勝 (since 10:00), lunch, then the afternoon item 3位決定戦・決勝. */
function board(): LiveBoard {
  const units = [
    unitOf('am', 0, {
      minutes: 60,
      stageId: 'st1',
      stageRounds: { from: 1, to: 2 },
      status: 'running',
      startedAt: NOW,
    }),
    unitOf('lunch', 1, { kind: 'break', minutes: 60 }),
    unitOf('pm', 2, { stageId: 'st1', stageRounds: { from: 3, to: 4 }, minutes: 30 }),
  ];
  return { ...buildBoard({ startAt: NOW, units, entries: [], notice: '', now: NOW }), updatedAt: NOW };
}

describe('dayPlay: a stage held by two run-sheet items, each holding some of its rounds', () => {
  it('ends the running item with its own rounds, and starts the later item’s rounds no earlier than it', () => {
    const live = board();
    const day = dayPlay(live, [knockout()], NOW);
    // The morning's 6 matches on 2 tables: 3 waves of its 60 minutes, 20 each — not the whole stage's 4.
    expect(day.playEnds).toEqual(new Map([['am', at(60)]]));
    const sheet = timeline(live.startAt, live.units, NOW, day.playEnds);
    const afternoon = sheet.units.find((u) => u.id === 'pm')?.estimatedStart;
    expect(afternoon).toEqual(at(120));
    const starts = day.plays[0]?.starts ?? new Map<string, Date>();
    expect(starts.get('W1-1')).toEqual(NOW);
    expect(starts.get('W2-1')).toEqual(at(40));
    // The final and 3位決定戦 wait for the afternoon item, though the tables are free at 11:00.
    expect(starts.get('P1')).toEqual(afternoon);
    expect(starts.get('W3-1')).toEqual(afternoon);
  });
});

describe('dayPlay on one floor', () => {
  it('forecasts a free table only where no other stage plays: the hall’s tables are shared', () => {
    // 男子 plays 準々決勝 W1-1 on 1番台; 女子 (tables 1–2 too) has nothing on a table yet.
    const men = drawnStageOf('single', 8, {
      id: 'men',
      name: '男子シングルス',
      order: 0,
      seeds: 8,
      tableCount: 2,
      tables: { 'W1-1': { table: 1, at: NOW } },
    });
    const women = drawnStageOf('single', 4, { id: 'women', order: 1, seeds: 4, tableCount: 2 });
    const { plays } = dayPlay(null, [men, women], NOW);
    const [menPlay, womenPlay] = plays;
    // Table 2 is the only free one: 男子's next match takes it; 女子 waits, never promised 1番台.
    expect([...(menPlay?.callTable ?? [])]).toEqual([['W1-2', 2]]);
    expect([...(womenPlay?.callTable ?? [])]).toEqual([]);
    // いま対戦中 of 女子 says who holds 1番台, not 空き.
    expect([...(womenPlay?.elsewhere ?? [])]).toEqual([[1, '男子シングルス']]);
    expect(womenPlay?.tables.map((row) => row.matchId)).toEqual([null, null]);
  });
});
