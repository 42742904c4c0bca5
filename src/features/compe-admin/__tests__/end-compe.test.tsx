import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render';
import type { Compe } from '@/shared/schemas/compe';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type * as CompeApi from '../api/end-compe-calls';
import type * as CountModule from '@/lib/db/regists/count-regists';
import { EndCompe } from '../components/end-compe';

// The Firebase boundary: the count queries (lib/db/regists) and the two callables behind api/compe.
const countRegists = vi.fn<typeof CountModule.countRegists>();
const cancelCompe = vi.fn<typeof CompeApi.cancelCompe>();
const deleteCompe = vi.fn<typeof CompeApi.deleteCompe>();
vi.mock('@/lib/db/regists/count-regists', () => ({
  countRegists: (id: string) => countRegists(id),
}));
vi.mock('../api/end-compe-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof CompeApi>()),
  cancelCompe: (...args: Parameters<typeof CompeApi.cancelCompe>) => cancelCompe(...args),
  deleteCompe: (...args: Parameters<typeof CompeApi.deleteCompe>) => deleteCompe(...args),
}));

const compe = {
  id: 'winter-cup',
  clubId: 'sakura',
  title: 'さくらウィンターカップ',
  eventedAt: new Date('2026-12-20T00:00:00Z'),
} as Compe;

function setup(shown: Compe = compe) {
  const utils = renderRoutes(
    [
      { path: '/:clubId/form/:compeId/compe', element: <EndCompe compe={shown} clubId="sakura" /> },
      { path: '/:clubId/form/:mailId/card', element: <p>送信結果のページ</p> },
      { path: '/:clubId/form/link', element: <p>大会リストのページ</p> },
    ],
    { path: paths.form.compe.getHref('sakura', 'winter-cup') },
  );
  return { ...utils, user: userEvent.setup() };
}

beforeEach(() => {
  countRegists.mockReset();
  cancelCompe.mockReset();
  deleteCompe.mockReset();
});

describe('大会を中止 / 大会を削除', () => {
  it('says how many people will be told before anything is sent, and sends the note', async () => {
    countRegists.mockResolvedValue({ active: 3, total: 4 });
    cancelCompe.mockResolvedValue({ mailId: 'm1', counts: { total: 3, sent: 3, failed: 0 } });
    const { user } = setup();
    // People applied: no delete, only cancel.
    await user.click(await screen.findByRole('button', { name: '大会を中止' }));
    expect(screen.queryByRole('button', { name: '大会を削除' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: '「さくらウィンターカップ」を中止しますか？' });
    expect(dialog).toHaveTextContent('申し込み済みの 3 人に中止のお知らせをメールで送ります');
    expect(cancelCompe).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(STAFF_MESSAGES.compeCancelNoteLabel), '雨のため');
    await user.click(within(dialog).getByRole('button', { name: '中止して 3 人に知らせる' }));
    expect(await screen.findByText('大会を中止しました。3 人にお知らせしました')).toBeInTheDocument();
    expect(cancelCompe).toHaveBeenCalledWith(
      'sakura',
      expect.objectContaining({ compeId: 'winter-cup', note: '雨のため' }),
    );
  });

  it('when some were not reached (failed, or still unsent), says so and opens the per-recipient results', async () => {
    countRegists.mockResolvedValue({ active: 3, total: 3 });
    // A retry is answered with the first call's totals: one failed, one never sent.
    cancelCompe.mockResolvedValue({ mailId: 'm1', counts: { total: 3, sent: 1, failed: 1 } });
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: '大会を中止' }));
    await user.click(await screen.findByRole('button', { name: '中止して 3 人に知らせる' }));
    expect(await screen.findByText(/3 人中 2 人へのメールが届きませんでした/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.form.card.getHref('sakura', 'm1')));
  });

  it('a refusal keeps the dialog and the note, in Japanese', async () => {
    countRegists.mockResolvedValue({ active: 1, total: 1 });
    cancelCompe.mockRejectedValue(
      Object.assign(new Error('この大会はすでに中止されています [400]'), {
        code: 'functions/failed-precondition',
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '大会を中止' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'お知らせ');
    await user.click(within(dialog).getByRole('button', { name: '中止して 1 人に知らせる' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^この大会はすでに中止されています$/);
    expect(within(dialog).getByRole('textbox')).toHaveValue('お知らせ');
  });

  it('offers 大会を削除 only while nobody has applied', async () => {
    countRegists.mockResolvedValue({ active: 0, total: 0 });
    deleteCompe.mockResolvedValue();
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: '大会を削除' }));
    const dialog = await screen.findByRole('dialog', { name: '「さくらウィンターカップ」を削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(deleteCompe).toHaveBeenCalledWith('sakura', 'winter-cup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sakura/form/link'));
  });

  it('a cancelled competition offers neither, and says when it was called off', async () => {
    setup({ ...compe, cancelledAt: new Date('2026-11-24T03:00:00Z') });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'この大会は中止されています（2026年11月24日(火) 12:00）',
    );
    expect(screen.queryByRole('button', { name: '大会を中止' })).not.toBeInTheDocument();
    expect(countRegists).not.toHaveBeenCalled();
  });
});
