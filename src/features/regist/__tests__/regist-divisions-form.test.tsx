import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { MESSAGES } from '@/shared/messages';
import type { Compe, Division } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import { renderRoutes } from '@/testing/render';
import RegistForm from '../components/regist-form';

// 出場する部門 and ペアのお相手 on the 参加申し込み form (docs/product.md "Registration, tickets and
// check-in"); the callable is the boundary (submit-regist.ts itself runs).
const callSubmitRegist = vi.fn<typeof FunctionsModule.callSubmitRegist>();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callSubmitRegist: (...args: Parameters<typeof FunctionsModule.callSubmitRegist>) =>
    callSubmitRegist(...args),
}));

const DIVISIONS: Division[] = [
  { id: 'd1', name: '一般男子シングルス', kind: 'single', capacity: 32, waitlist: false, conditions: '' },
  { id: 'd2', name: '混合ダブルス', kind: 'pair', capacity: 12, waitlist: true, conditions: '' },
  { id: 'd3', name: '40歳以上', kind: 'single', capacity: 0, waitlist: false, conditions: '40歳以上' },
  { id: 'd4', name: '団体戦', kind: 'team', capacity: 0, waitlist: false, conditions: '' },
];
const compeWith = (divisionLimit: number): Compe =>
  compeOf({
    id: 'multi-open',
    divisions: DIVISIONS,
    divisionLimit,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

type User = ReturnType<typeof userEvent.setup>;
function setup(divisionLimit = 2) {
  const compe = compeWith(divisionLimit);
  renderRoutes(
    [
      { path: paths.regist.path, element: <RegistForm compe={compe} waitlist={false} /> },
      { path: paths.ticket.path, element: <h1>参加票</h1> },
    ],
    { path: paths.regist.getHref(compe.clubId, compe.id) },
  );
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: '申し込みフォーム' });
const group = () => within(form()).getByRole('group', { name: /出場する部門/ });
const box = (name: RegExp) => within(group()).getByRole('checkbox', { name });
const radio = (name: RegExp) => within(group()).getByRole('radio', { name });
const partnerName = () => within(form()).getByRole('textbox', { name: 'お相手の氏名' });
const partnerEmail = () => within(form()).getByRole('textbox', { name: 'お相手のメールアドレス' });
const next = (user: User) => user.click(within(form()).getByRole('button', { name: '確認へ進む' }));

async function fillPerson(user: User) {
  await user.type(within(form()).getByRole('textbox', { name: '氏名' }), '山田 太郎');
  await user.type(within(form()).getByRole('textbox', { name: 'ふりがな' }), 'やまだ たろう');
  await user.type(within(form()).getByRole('textbox', { name: 'メール' }), 'taro@example.com');
}

beforeEach(() => {
  callSubmitRegist.mockReset();
});

describe('参加申し込み form: 出場する部門', () => {
  it('lists each 部門 with its 種類, 定員 and 参加資格', () => {
    setup();
    expect(box(/一般男子シングルス/)).toHaveAccessibleName(/個人・定員 32名/);
    expect(box(/混合ダブルス/)).toHaveAccessibleName(/ペア・定員 12名（キャンセル待ちあり）/);
    expect(box(/40歳以上/)).toHaveAccessibleName(/定員 制限なし・参加資格：40歳以上/);
    expect(box(/団体戦/)).toHaveAccessibleName(/団体・定員 制限なし/);
    expect(group()).toHaveTextContent('（2つまで選べます）');
  });

  it('choosing two 部門, one a ペア, asks for the partner and sends both 部門 and the partner', async () => {
    callSubmitRegist.mockResolvedValue({ ticketId: 'tK4p9QzR2mVx7LwN3sYb8c', status: 'accepted' });
    const user = setup();
    await fillPerson(user);
    expect(within(form()).queryByRole('textbox', { name: 'お相手の氏名' })).not.toBeInTheDocument();

    await user.click(box(/混合ダブルス/));
    await user.click(box(/一般男子シングルス/));
    await user.type(partnerName(), '佐藤 花子');
    await user.type(partnerEmail(), 'Hanako@Example.com');
    await next(user);

    const region = await screen.findByRole('region', { name: '入力内容の確認' });
    expect(within(region).getByText('出場する部門').nextElementSibling).toHaveTextContent(
      '一般男子シングルス・混合ダブルス',
    );
    expect(within(region).getByText('ペアのお相手（混合ダブルス）').nextElementSibling).toHaveTextContent(
      '佐藤 花子（Hanako@Example.com）',
    );
    await user.click(within(region).getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(callSubmitRegist).toHaveBeenCalledTimes(1));
    const { form: sent } = callSubmitRegist.mock.calls[0][0];
    expect(sent.divisions).toEqual(['d1', 'd2']);
    expect(sent.partners).toEqual({ d2: { name: '佐藤 花子', email: 'hanako@example.com' } });
    expect(await screen.findByRole('heading', { name: '参加票' })).toBeInTheDocument();
  });

  it('refuses none and more than divisionLimit with Japanese messages, sending nothing', async () => {
    const user = setup();
    await fillPerson(user);
    await next(user);
    expect(group()).toHaveTextContent(MESSAGES.registDivisionRequired);

    await user.click(box(/一般男子シングルス/));
    await user.click(box(/40歳以上/));
    await user.click(box(/混合ダブルス/));
    expect(group()).toHaveTextContent('出場できる部門は2つまでです');
    await next(user);
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await user.click(box(/40歳以上/));
    expect(group()).not.toHaveTextContent('出場できる部門は2つまでです');
    expect(callSubmitRegist).not.toHaveBeenCalled();
  });

  it('a ペア 部門 needs the partner’s 氏名 and an address other than one’s own', async () => {
    const user = setup();
    await fillPerson(user);
    await user.click(box(/混合ダブルス/));
    await next(user);
    expect(partnerName()).toHaveAccessibleDescription(MESSAGES.required);
    expect(partnerEmail()).toHaveAccessibleDescription(MESSAGES.required);

    await user.type(partnerName(), '佐藤 花子');
    await user.type(partnerEmail(), 'TARO@example.com');
    await next(user);
    expect(partnerEmail()).toHaveAccessibleDescription(MESSAGES.registPartnerSelf);
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();
    expect(callSubmitRegist).not.toHaveBeenCalled();
  });

  it('with divisionLimit 1 the 部門 are radio buttons: choosing one unchooses the other', async () => {
    const user = setup(1);
    await user.click(radio(/一般男子シングルス/));
    await user.click(radio(/40歳以上/));
    expect(radio(/一般男子シングルス/)).not.toBeChecked();
    expect(radio(/40歳以上/)).toBeChecked();
    expect(within(group()).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
