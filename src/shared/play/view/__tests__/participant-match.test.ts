import { describe, expect, it } from 'vitest';
import { stagePlay } from '@/shared/play/view/stage-play';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import { ORDER_4S1D, rubberResult, teamStageOf, withLineup } from '@/testing/team-stages';
import type { EntryEta } from '@/shared/run-sheet/entry-eta';
import { CALLING_MS, etaBesidePlay, participantEntryIds, participantPlay } from '../participant-match';

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);
/** 山田 太郎 (entry e1) holds the ticket. */
const me = new Set(['e1']);
const plays = (stages: Parameters<typeof stagePlay>[0][], now: Date) => stages.map((s) => stagePlay(s, now));

describe("the participant's matches", () => {
  it("finds the participant's entries on the board by their registration", () => {
    const units = [
      { entries: [{ id: 'e1', number: 1, name: '山田 太郎', registId: 'r1' }] },
      {
        entries: [
          { id: 'e2', number: 2, name: '佐藤 花子', registId: 'r2' },
          { id: 'e9', number: 9, name: '山田 太郎', registId: 'r1' },
        ],
      },
    ];
    expect([...participantEntryIds(units, 'r1')]).toEqual(['e1', 'e9']);
  });

  it('names the table the next match will take, its expected start and the opponent', () => {
    // Table 1 is busy with the other semi-final since 10:00; the participant's takes table 2 now.
    const stage = bracketStage({ tables: { 'W1-2': { table: 1, at: at('10:00') } } });
    const { next } = participantPlay(plays([stage], at('10:05')), me, at('10:05'));
    expect(next?.text).toBe('2番台 10:05頃 vs 高橋 次郎');
    expect(next).toMatchObject({ state: 'upcoming', round: '準決勝', stageName: '決勝トーナメント' });
  });

  it('says 呼び出し中 for the first minutes after the call, then 試合中, with the table', () => {
    const stage = bracketStage({
      tableLabel: 'コート',
      tables: { 'W1-1': { table: 3, at: at('10:00') } },
      tableCount: 3,
    });
    const calledAt = at('10:00').getTime();
    const soon = new Date(calledAt + CALLING_MS - 1000);
    expect(participantPlay(plays([stage], soon), me, soon).next?.text).toBe(
      '呼び出し中：3番コート vs 高橋 次郎',
    );
    const later = new Date(calledAt + CALLING_MS + 1000);
    expect(participantPlay(plays([stage], later), me, later).next?.text).toBe(
      '試合中（3番コート） vs 高橋 次郎',
    );
  });

  it('a match is on (its players may report it) once called where tables are kept, once ready where not', () => {
    const uncalled = participantPlay(plays([bracketStage()], at('10:05')), me, at('10:05'));
    expect(uncalled.next).toMatchObject({ matchId: 'W1-1', reportable: false });
    const called = bracketStage({ tables: { 'W1-1': { table: 1, at: at('10:00') } } });
    expect(participantPlay(plays([called], at('10:05')), me, at('10:05')).next?.reportable).toBe(true);
    const noTables = bracketStage({ tableCount: 0 });
    expect(participantPlay(plays([noTables], at('10:05')), me, at('10:05')).next?.reportable).toBe(true);
    // The final waits for the other semi-final: not on yet, whatever the tables.
    const waiting = bracketStage({ tableCount: 0, results: { 'W1-1': result('a', [0, 3]) } });
    expect(participantPlay(plays([waiting], at('10:05')), me, at('10:05')).next).toMatchObject({
      round: '決勝',
      reportable: false,
    });
  });

  it('lists results so far in words (勝ち / 負け, the score, 速報 or 確定) and the next opponent once known', () => {
    const stage = bracketStage({
      results: {
        'W1-1': result('a', [0, 3], { games: [2, 1], confirmed: false }),
        'W1-2': result('b', [1, 2], { how: 'walkover' }),
      },
    });
    const participant = participantPlay(plays([stage], at('11:00')), me, at('11:00'));
    expect(participant.results.map((r) => r.text)).toEqual(['準決勝 勝ち 2 - 1 vs 高橋 次郎（速報）']);
    expect(participant.next?.text).toBe('1番台 11:00頃 vs 鈴木 一郎');
    expect(participant.next?.round).toBe('決勝');
  });

  it('has no next match once the participant is out, and keeps the loss', () => {
    const stage = bracketStage({ results: { 'W1-1': result('b', [0, 3], { games: [0, 2] }) } });
    const participant = participantPlay(plays([stage], at('11:00')), me, at('11:00'));
    expect(participant).toMatchObject({ entered: true, next: null });
    expect(participant.results.map((r) => r.text)).toEqual(['準決勝 負け 0 - 2 vs 高橋 次郎（確定）']);
    // The score is the participant's first, whichever side of the sheet they are on.
    const asB = participantPlay(plays([stage], at('11:00')), new Set(['e4']), at('11:00'));
    expect(asB.results.map((r) => r.text)).toEqual(['準決勝 勝ち 2 - 0 vs 山田 太郎（確定）']);
  });

  it('goes through every stage: the league results first, then the knockout', () => {
    const league = leagueStage({ results: { 'G1-R1-1': result('draw', [0, 3]) } });
    const participant = participantPlay(plays([league, bracketStage()], at('09:00')), me, at('09:00'));
    expect(participant.results.map((r) => r.text)).toEqual(['A組 第1節 引き分け vs 高橋 次郎（確定）']);
    // Two league matches and a semi-final are still to play; the soonest comes first.
    expect(participant.next?.state).toBe('upcoming');
  });

  it('is not entered when the participant is in no stage', () => {
    expect(participantPlay(plays([bracketStage()], at('09:00')), new Set(['e99']), at('09:00'))).toEqual({
      entered: false,
      next: null,
      upcoming: [],
      results: [],
    });
  });

  it('finds the participant by their registration in every stage, on no run-sheet item: singles and doubles', () => {
    const singles = {
      entrants: [
        { id: 's1', persons: ['r1'] },
        { id: 's2', persons: ['r2'] },
      ],
    };
    const doubles = {
      entrants: [
        { id: 'd1', persons: ['r3', 'r1'] },
        { id: 'd2', persons: ['r4', 'r5'] },
      ],
    };
    expect([...participantEntryIds([], 'r1', [singles, doubles])]).toEqual(['s1', 'd1']);
    expect([...participantEntryIds([], 'r9', [singles, doubles])]).toEqual([]);
  });

  it('lists the next match of each stage they play in, soonest first', () => {
    // 山田 (e1) plays the bracket's semi-final and the league's first round.
    const bracket = bracketStage({ tables: { 'W1-1': { table: 1, at: at('10:00') } } });
    const league = { ...leagueStage(), id: 'league', name: '予選リーグ' };
    const { next, upcoming } = participantPlay(plays([league, bracket], at('10:02')), me, at('10:02'));
    expect(upcoming.map((m) => m.stageId)).toEqual(['final', 'league']);
    expect(next).toBe(upcoming[0]);
    expect(upcoming[0]?.state).toBe('calling');
  });
});

describe('the item’s 出番の目安 beside the participant’s matches (etaBesidePlay)', () => {
  const unit = {
    id: 'u1',
    title: '決勝トーナメント',
    plannedStart: at('10:00'),
    estimatedStart: at('10:00'),
  };
  const upcoming = {
    state: 'upcoming',
    unit,
    estimatedStart: at('10:00'),
    minutesFromNow: 20,
    notBefore: at('10:00'),
  } as unknown as EntryEta;
  const now = at('09:40');

  it('is left out once every match of the participant is played, even of an item nobody started', () => {
    const out = participantPlay(
      plays([bracketStage({ results: { 'W1-1': result('b', [0, 3]) } })], now),
      me,
      now,
    );
    expect(out.next).toBeNull();
    expect(etaBesidePlay(out, false, upcoming)).toBe(false);
  });

  it('is left out beside a next match with a time of its own, kept beside one without', () => {
    const timed = participantPlay(plays([bracketStage()], now), me, now);
    expect(timed.next?.start).not.toBeNull();
    expect(etaBesidePlay(timed, false, upcoming)).toBe(false);
    // A match the estimates cannot time (the engine gave it none).
    const untimed = { ...timed, next: timed.next && { ...timed.next, table: null, start: null } };
    expect(etaBesidePlay(untimed, false, upcoming)).toBe(true);
  });

  it('is kept while a stage still to be drawn may hold the participant’s next match, unless the item is over', () => {
    const out = participantPlay(
      plays([bracketStage({ results: { 'W1-1': result('b', [0, 3]) } })], now),
      me,
      now,
    );
    const running = { state: 'running', unit } as unknown as EntryEta;
    expect(etaBesidePlay(out, true, upcoming)).toBe(true);
    expect(etaBesidePlay(out, true, { state: 'done' })).toBe(false);
    // 「出番中」 beside 「次の試合は決まりしだい…」: the participant's item is on, their match not drawn yet.
    expect(etaBesidePlay(out, true, running)).toBe(true);
    // Beside a known match it would say nothing more.
    const playing = participantPlay(plays([bracketStage()], now), me, now);
    expect(etaBesidePlay(playing, false, running)).toBe(false);
  });
});

describe('a captain\'s matches (docs/play.md "Team ties")', () => {
  const W11 = ['t1', 't4'] as const;
  it('gives each of the team’s rubbers on a table as a match to report, with place, players and team', () => {
    const stage = {
      ...withLineup(teamStageOf('single', 4, 'tt4s1d', { tableCount: 2 }), 'W1-1', W11, {
        a: ORDER_4S1D,
        b: ORDER_4S1D,
      }),
      tables: { 'W1-1r1': { table: 1, at: at('10:00') }, 'W1-1r2': { table: 2, at: at('10:00') } },
    };
    // チーム1's captain: the team's entrant has their registration among its persons.
    const team = participantEntryIds([], 'captain1', [stage]);
    const { next, upcoming } = participantPlay(plays([stage], at('10:30')), team, at('10:30'));
    expect(upcoming.map((m) => [m.matchId, m.round, m.text, m.reportable])).toEqual([
      ['W1-1r1', '準決勝 1番', '試合中（1番台） vs チーム4の選手1（チーム4）', true],
      ['W1-1r2', '準決勝 2番', '試合中（2番台） vs チーム4の選手2（チーム4）', true],
    ]);
    expect(next?.matchId).toBe('W1-1r1');
  });

  it('gives the tie itself while no rubber of it is on a table, and its score once decided', () => {
    let stage = withLineup(teamStageOf('single', 4, 'tt4s1d', { tableCount: 2 }), 'W1-1', W11, {
      a: ORDER_4S1D,
      b: ORDER_4S1D,
    });
    const team = participantEntryIds([], 'captain1', [stage]);
    expect(participantPlay(plays([stage], at('10:30')), team, at('10:30')).next?.matchId).toBe('W1-1');
    for (const n of [1, 2, 3]) stage = rubberResult(stage, 'W1-1', n, W11, [3, 1]);
    const { results } = participantPlay(plays([stage], at('11:30')), team, at('11:30'));
    expect(results[0]?.text).toBe('準決勝 勝ち 3 - 0 vs チーム4（速報）');
  });
});
