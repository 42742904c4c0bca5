import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import type { RestDocument } from '@/lib/firebase/rest';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type { Stage } from '@/shared/schemas/stage';
import { callableError } from '@/testing/callable-error';
import { renderRoutes } from '@/testing/render';
import { bracketStage, ENTRANTS, leagueStage, storedStage } from '@/testing/stages';
import ReportPage from '../pages/report-page';

// The Firebase boundary: the three REST reads (the competition, the stage, the hall's calls, docs/play.md
// "The hall's calls") and the reportResult callable.
let stage: Stage;
let compe: Record<string, unknown>;
let hallCalls: Record<string, unknown> | null;
const getDocument = vi.fn(async (request: { body: string }): Promise<RestDocument | null> => {
  if (request.body.includes('/stages/_hall'))
    return (
      hallCalls && { id: '_hall', data: () => hallCalls ?? {}, get: (field: string) => hallCalls?.[field] }
    );
  const data: Record<string, unknown> = request.body.includes('/stages/') ? storedStage(stage) : compe;
  return { id: 'x', data: () => data, get: (field: string) => data[field] };
});
vi.mock('@/lib/firebase/rest', () => ({ getDocument: (r: { body: string }) => getDocument(r) }));
// "First content" (lib/first-content), reached at once unless a test holds it back.
let painted = true;
const paintListeners = new Set<() => void>();
function reachFirstContent() {
  painted = true;
  for (const listener of paintListeners) listener();
}
vi.mock('@/lib/use-first-content', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useFirstContentReached: () =>
      useSyncExternalStore(
        (listener) => {
          paintListeners.add(listener);
          return () => paintListeners.delete(listener);
        },
        () => painted,
      ),
  };
});
const callReportResult = vi.fn<typeof FunctionsModule.callReportResult>();
vi.mock('@/lib/firebase/functions', () => ({
  callReportResult: (...args: Parameters<typeof FunctionsModule.callReportResult>) =>
    callReportResult(...args),
}));

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const at = new Date('2026-11-22T04:40:00Z');

function setup(cred: { key: string } | { ticketId: string } | null = { key: KEY }, matchId = 'W1-1') {
  const href = paths.report.getHref('sakura', 'autumn', 'final', matchId, cred ?? { key: KEY });
  renderRoutes([{ path: paths.report.path, element: <ReportPage /> }], {
    path: cred ? href : href.replace(/#.*/, ''),
  });
  return userEvent.setup();
}

// The form loads after first paint (a lazy chunk): its first import is slow on a busy machine.
const form = () => screen.findByRole('form', { name: '結果の報告' }, { timeout: 10_000 });

beforeEach(() => {
  // 準決勝 W1-1 山田 太郎 (桜クラブ) vs 高橋 次郎 on 1番台, best of 3 games.
  stage = bracketStage({ tables: { 'W1-1': { table: 1, at } } });
  compe = { clubId: 'sakura', title: '秋季卓球大会', shortTitle: '秋季大会' };
  hallCalls = null;
  callReportResult.mockReset();
  painted = true;
});

describe('結果報告 (report page)', () => {
  it('shows the match, checks the score against the stage, confirms in words and reports', async () => {
    const user = setup();
    const f = await form();
    const match = screen.getByRole('region', { name: '準決勝 第1試合' });
    expect(within(match).getByText('秋季大会')).toBeInTheDocument();
    expect(within(match).getByText('山田 太郎（桜クラブ）')).toBeInTheDocument();
    expect(within(match).getByText('高橋 次郎')).toBeInTheDocument();
    expect(within(match).getByText('1番台')).toBeInTheDocument();

    await user.click(within(f).getByRole('button', { name: '確認へ進む' }));
    expect(within(f).getByText(STAFF_MESSAGES.matchWinnerRequired)).toBeInTheDocument();

    await user.click(within(f).getByRole('radio', { name: '山田 太郎（選手A）' }));
    await user.type(within(f).getByRole('textbox', { name: '山田 太郎のゲーム数' }), '3');
    await user.type(within(f).getByRole('textbox', { name: '高橋 次郎のゲーム数' }), '0');
    await user.click(within(f).getByRole('button', { name: '確認へ進む' }));
    expect(within(f).getByRole('textbox', { name: '山田 太郎のゲーム数' })).toHaveAccessibleDescription(
      fill(STAFF_MESSAGES.matchGamesToWin, { need: 2, bestOf: 3 }),
    );
    await user.clear(within(f).getByRole('textbox', { name: '山田 太郎のゲーム数' }));
    await user.type(within(f).getByRole('textbox', { name: '山田 太郎のゲーム数' }), '2');
    await user.clear(within(f).getByRole('textbox', { name: '高橋 次郎のゲーム数' }));
    await user.type(within(f).getByRole('textbox', { name: '高橋 次郎のゲーム数' }), '1');
    await user.click(within(f).getByRole('button', { name: '確認へ進む' }));

    const confirm = screen.getByRole('region', { name: 'この内容で報告しますか' });
    expect(within(confirm).getByText('山田 太郎 の勝ち（2 - 1）')).toBeInTheDocument();
    callReportResult.mockResolvedValue({ state: 'accepted' });
    await user.click(within(confirm).getByRole('button', { name: '報告する' }));

    expect(await screen.findByText(REPORT_MESSAGES.accepted)).toBeInTheDocument();
    expect(callReportResult).toHaveBeenCalledWith({
      compeId: 'autumn',
      stageId: 'final',
      matchId: 'W1-1',
      key: KEY,
      outcome: 'a',
      how: 'played',
      games: [2, 1],
    });
  });

  it("names the match's table as the competition's hall does", async () => {
    compe = { ...compe, hall: { tables: 4, label: 'コート', names: ['', 'A2'], restMinutes: 0 } };
    stage = bracketStage({ tableFirst: 1, tables: { 'W1-1': { table: 2, at } } });
    setup();
    await form();
    const match = screen.getByRole('region', { name: '準決勝 第1試合' });
    expect(within(match).getByText('A2')).toBeInTheDocument();
    expect(within(match).queryByText('2番台')).toBeNull();
  });

  it("finds the match's table in the hall's calls when another stage's result called it", async () => {
    stage = bracketStage({ tables: {} });
    hallCalls = { calls: { [`${stage.id}:W1-1`]: { table: 3, at } } };
    setup();
    const match = await screen.findByRole('region', { name: '準決勝 第1試合' });
    expect(within(match).getByText('3番台')).toBeInTheDocument();
  });

  it('paints the match from the three reads before the form’s code is asked for, then the form in its room', async () => {
    painted = false;
    getDocument.mockClear();
    setup();
    // The first paint: the match, whole, with the form's room held; no form yet.
    const match = await screen.findByRole('region', { name: '準決勝 第1試合' });
    expect(within(match).getByText('秋季大会')).toBeInTheDocument();
    expect(within(match).getByText('1番台')).toBeInTheDocument();
    expect(within(match).getByText('山田 太郎（桜クラブ）')).toBeInTheDocument();
    expect(within(match).getByText('高橋 次郎')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Then first content is reached, and the form comes into the room kept for it.
    reachFirstContent();
    expect(await form()).toBeInTheDocument();
  });

  it('a player’s walkover from their ticket: no score asked, the answer says it waits for the other side', async () => {
    const user = setup({ ticketId: 'ticketTakahashi000001' });
    const f = await form();
    await user.click(within(f).getByRole('radio', { name: '高橋 次郎（選手B）' }));
    await user.click(within(f).getByRole('radio', { name: '不戦勝' }));
    expect(within(f).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(f).getByRole('button', { name: '確認へ進む' }));
    expect(screen.getByText('高橋 次郎 の不戦勝')).toBeInTheDocument();
    callReportResult.mockResolvedValue({ state: 'pending' });
    await user.click(screen.getByRole('button', { name: '報告する' }));
    expect(await screen.findByText(REPORT_MESSAGES.pending)).toBeInTheDocument();
    expect(callReportResult.mock.calls[0]?.[0]).toMatchObject({
      ticketId: 'ticketTakahashi000001',
      outcome: 'b',
      how: 'walkover',
    });
    expect(callReportResult.mock.calls[0]?.[0]).not.toHaveProperty('games');
  });

  it('says a disagreement in words, and a refusal in the function’s own Japanese', async () => {
    const user = setup();
    const f = await form();
    await user.click(within(f).getByRole('radio', { name: '高橋 次郎（選手B）' }));
    await user.type(within(f).getByRole('textbox', { name: '山田 太郎のゲーム数' }), '0');
    await user.type(within(f).getByRole('textbox', { name: '高橋 次郎のゲーム数' }), '2');
    await user.click(within(f).getByRole('button', { name: '確認へ進む' }));
    callReportResult.mockRejectedValueOnce(
      await callableError(400, { error: { status: 'FAILED_PRECONDITION', message: REPORT_MESSAGES.closed } }),
    );
    await user.click(screen.getByRole('button', { name: '報告する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.closed);
    // Throttled: the function says when to try again, and the page says it as is.
    const wait = fill(MESSAGES.tooManyRequestsWait, { wait: '6分' });
    callReportResult.mockRejectedValueOnce(
      await callableError(429, { error: { status: 'RESOURCE_EXHAUSTED', message: wait } }),
    );
    await user.click(screen.getByRole('button', { name: '報告する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    callReportResult.mockResolvedValueOnce({ state: 'conflict' });
    await user.click(screen.getByRole('button', { name: '報告する' }));
    expect(await screen.findByText(REPORT_MESSAGES.conflict)).toBeInTheDocument();
  });

  it('a link without its credential says so and reads nothing', async () => {
    getDocument.mockClear();
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('このリンクは正しくありません');
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('a 確定 match shows the match and says the link is closed', async () => {
    stage = bracketStage({
      tables: { 'W1-1': { table: 1, at } },
      results: { 'W1-1': { outcome: 'a', how: 'played', games: [2, 0], sides: [0, 3], confirmed: true, at } },
    });
    setup();
    expect(await screen.findByText(REPORT_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a 試合票 scanned before its players are known says the match cannot be reported yet, not that the link is wrong', async () => {
    // 決勝 W2-1 waits for both 準決勝.
    setup({ key: KEY }, 'W2-1');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      REPORT_MESSAGES.notOn,
    );
    expect(screen.queryByText(REPORT_MESSAGES.notFound)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a match nobody plays (a bye) says so', async () => {
    // 3 entrants: 山田 has no opponent in W1-1.
    stage = bracketStage({ entrants: ENTRANTS.slice(0, 3), draw: [0, -1, 2, 1] });
    setup({ key: KEY }, 'W1-1');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      REPORT_MESSAGES.noMatch,
    );
  });

  it('a match the stage does not have is a link that cannot be used', async () => {
    setup({ key: KEY }, 'W9-9');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      REPORT_MESSAGES.notFound,
    );
  });

  it('an unpublished competition (the rules refuse the reads) is a link that cannot be used; a failed read says so', async () => {
    getDocument.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.notFound);
  });

  it('a league of 得点 offers 引き分け', async () => {
    stage = leagueStage({ scoring: 'points' });
    setup({ key: KEY }, 'G1-R1-1');
    expect(within(await form()).getByRole('radio', { name: '引き分け' })).toBeInTheDocument();
  });

  it('a league of 3ゲームマッチ does not offer 引き分け: someone takes the deciding game', async () => {
    stage = leagueStage({ scoring: 'games', bestOf: 3 });
    setup({ key: KEY }, 'G1-R1-1');
    const f = await form();
    expect(within(f).getByRole('radio', { name: /選手A/ })).toBeInTheDocument();
    expect(within(f).queryByRole('radio', { name: '引き分け' })).not.toBeInTheDocument();
  });
});
