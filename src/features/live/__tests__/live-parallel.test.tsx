import { render, screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toLiveBoard } from '@/lib/live-board/board';
import { unitOf } from '@/lib/db/units/__tests__/fixtures';
import { dayPlay } from '@/shared/play/view/stage-play';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { boardSchema } from '@/shared/schemas/unit';
import type { Stage } from '@/shared/schemas/stage';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { liveSheet } from '../live-sheet';
import { LivezNowNext } from '../components/livez-now-next';
import { NowNext } from '../components/now-next';
import { ScheduleList } from '../components/schedule-list';

const jst = (hhmm: string) => new Date(`2026-05-10T${hhmm}:00+09:00`);
const NOW = jst('10:00');

/** Two 4-entrant brackets of other people on the same 2 tables (the hall's tables are shared). */
const bracket = (id: string, name: string, order: number): Stage =>
  drawnStageOf('single', 4, {
    id,
    name,
    order,
    seeds: 4,
    tableCount: 2,
    entrants: entrantsOf(4, (i) => ({ id: `${id}${i}`, name: `${name}${i}` })),
  });
const stages = [bracket('men', '男子S予選', 0), bracket('women', '女子S予選', 1)];

/** 「午前：男子S予選・女子S予選」 (45分) runs since 10:00 holding both; 昼休憩 after it. */
function viewerSheet() {
  const units = [
    unitOf('am', 0, {
      title: '午前：男子S予選・女子S予選',
      minutes: 45,
      status: 'running',
      startedAt: NOW,
      stageId: 'men',
      parallelStages: [{ stageId: 'women', rounds: null }],
    }),
    unitOf('lunch', 1, { title: '昼休憩', kind: 'break', minutes: 30 }),
  ];
  const built = buildBoard({ startAt: NOW, units, entries: [], notice: '', now: NOW });
  // As a viewer reads it: the stored string, decoded by hand (lib/live-board/board.ts).
  const board = toLiveBoard(z.encode(boardSchema, { ...built, updatedAt: NOW }));
  return liveSheet(board, NOW, dayPlay(board, stages, NOW).playEnds);
}

describe('ライブ: an item holding two stages in parallel', () => {
  // 4 準決勝 and 2 決勝 on 2 shared tables take 3 waves: the item's 45 minutes, 15 a match, end at
  // 10:45. Timed as if each stage had the tables to itself, it would end at 10:30.
  it('says when the running item ends, from the matches of both, and starts the next then', () => {
    const sheet = viewerSheet();
    render(
      <>
        <NowNext sheet={sheet} />
        <ScheduleList units={sheet.units} currentId={sheet.current?.id ?? null} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'ただいま' })).toHaveTextContent(
      '10:00開始・10:45頃終了の見込み（予定 10:00）',
    );
    const rows = within(screen.getByRole('region', { name: '進行表' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('午前：男子S予選・女子S予選');
    expect(rows[0]).toHaveTextContent('終了見込み 10:45');
    expect(rows[1]).toHaveTextContent('見込み 10:45');
  });

  it('ライブZoom says it too', () => {
    render(<LivezNowNext sheet={viewerSheet()} />);
    expect(screen.getByRole('region', { name: 'ただいま' })).toHaveTextContent('10:45頃終了の見込み');
  });
});
