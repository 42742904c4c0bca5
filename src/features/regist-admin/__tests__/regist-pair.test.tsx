import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe, Division } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { renderRoutes, signedIn } from '@/testing/render';
import RegistListPage from '../pages/regist-list-page';
import { compe as plainCompe, regists as plainRegists } from '@/testing/regist-fixtures';

// 「ペア」 on 参加申込リスト (docs/product.md "Registration, tickets and check-in"): staff pair two
// registrations of a ペア 部門 or take a pair apart through setPair (tests/functions/regist-pairs).
const callSetPair = vi.fn();
const MIXED: Division = {
  id: 'd2',
  name: '混合ダブルス',
  kind: 'pair',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
let compeState: Live<Compe | null>;
let registsState: Live<Regist[]>;

vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/regists/use-regists', () => ({ useRegistsByNumber: () => registsState }));
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callSetPair: (...args: unknown[]) => callSetPair(...args),
}));

const withPartners = (changes: Record<string, Partial<Regist>>): Regist[] =>
  plainRegists.map((regist) => ({ ...regist, ...changes[regist.id] }));

function setup() {
  renderRoutes([{ path: '/:clubId/form/:compeId/regist', element: <RegistListPage /> }], {
    path: '/sakura-tt/form/c1/regist',
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

async function openPair(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `${name}さんの操作` }));
  await user.click(await screen.findByRole('menuitem', { name: 'ペア' }));
  return screen.findByRole('dialog', { name: `${name}さんのペア` });
}

beforeEach(() => {
  callSetPair.mockReset();
  compeState = { status: 'ready', data: { ...plainCompe, divisions: [MIXED], divisionLimit: 2 } };
  registsState = {
    status: 'ready',
    data: withPartners({
      r1: { divisions: ['d2'], partners: { d2: { name: '鈴木 次郎', email: 'jiro@example.com' } } },
    }),
  };
});

describe('参加申込リスト: ペア', () => {
  it('pairs with the one named on the form first, through setPair, and says so', async () => {
    callSetPair.mockResolvedValueOnce({ paired: true });
    const user = setup();
    const dialog = await openPair(user, '山田 太郎');

    expect(dialog).toHaveTextContent('申し込み時のお相手：鈴木 次郎（jiro@example.com）');
    // Live registrations without a pair there; the cancelled 田中 四郎 is not offered.
    const partner = within(dialog).getByRole('combobox', { name: 'ペアのお相手' });
    expect(
      within(partner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3. 鈴木 次郎', '2. 佐藤 花子', '4. 高橋 三郎']);
    await user.selectOptions(partner, '2. 佐藤 花子');
    await user.click(within(dialog).getByRole('button', { name: 'ペアを組む' }));

    expect(callSetPair).toHaveBeenCalledWith({
      compeId: 'c1',
      divisionId: 'd2',
      registId: 'r1',
      partnerId: 'r2',
      origin: window.location.origin,
    });
    expect(
      await screen.findByText('山田 太郎さんと佐藤 花子さんの混合ダブルスのペアが成立しました'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a made pair apart, and shows the function’s refusal in its words', async () => {
    registsState = {
      status: 'ready',
      data: withPartners({
        r1: {
          divisions: ['d2'],
          partners: { d2: { name: '佐藤 花子', email: 'hanako@example.com', registId: 'r2' } },
        },
        r2: {
          divisions: ['d2'],
          partners: { d2: { name: '山田 太郎', email: 'taro@example.com', registId: 'r1' } },
        },
      }),
    };
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    callSetPair.mockRejectedValueOnce(
      Object.assign(new Error('混合ダブルスのペアは成立していません'), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = setup();
    const dialog = await openPair(user, '山田 太郎');

    expect(dialog).toHaveTextContent('佐藤 花子さんとペアが成立しています');
    await user.click(within(dialog).getByRole('button', { name: 'ペアを解消する' }));

    expect(callSetPair).toHaveBeenCalledWith(expect.objectContaining({ registId: 'r1', partnerId: null }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '混合ダブルスのペアは成立していません',
    );
  });

  it('offers 「ペア」 only with a ペア 部門, and not on an ended registration', async () => {
    const user = setup();
    expect(screen.queryByRole('button', { name: '田中 四郎さんの操作' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '高橋 三郎さんの操作' }));
    expect(await screen.findByRole('menuitem', { name: 'ペア' })).toBeInTheDocument();
  });

  it('has no 「ペア」 in a competition without ペア 部門', async () => {
    compeState = { status: 'ready', data: plainCompe };
    const user = setup();
    await user.click(screen.getByRole('button', { name: '山田 太郎さんの操作' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'ペア' })).not.toBeInTheDocument();
  });
});
