import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { MESSAGES } from '@/shared/messages';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { Division } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import { renderRoutes } from '@/testing/render';
import RegistForm from '../components/regist-form';

// A team for a 団体 部門 on the 参加申し込み form (docs/product.md "Registration, tickets and
// check-in"); the callable is the boundary (submit-regist.ts itself runs).
const callSubmitRegist = vi.fn<typeof FunctionsModule.callSubmitRegist>();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callSubmitRegist: (...args: Parameters<typeof FunctionsModule.callSubmitRegist>) =>
    callSubmitRegist(...args),
}));

const DIVISIONS: Division[] = [
  { id: 'd1', name: '一般シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  {
    id: 'd2',
    name: '卓球団体',
    kind: 'team',
    capacity: 8,
    waitlist: false,
    conditions: '',
    team: { min: 2, max: 3, tie: TIE_PRESET_TEMPLATES.tt4s1d },
  },
  {
    id: 'd3',
    name: '将棋団体',
    kind: 'team',
    capacity: 0,
    waitlist: false,
    conditions: '',
    team: { min: 2, max: 3, tie: TIE_PRESET_TEMPLATES.board3 },
  },
];

type User = ReturnType<typeof userEvent.setup>;
function setup() {
  const compe = compeOf({
    id: 'team-open',
    divisions: DIVISIONS,
    divisionLimit: 3,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
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
const box = (name: RegExp) =>
  within(within(form()).getByRole('group', { name: /出場する部門/ })).getByRole('checkbox', { name });
const team = (division: string) => within(form()).getByRole('group', { name: `${division}のチーム` });
const teamName = (division: string) => within(team(division)).getByRole('textbox', { name: 'チーム名' });
const roster = (division: string) => within(team(division)).getByRole('group', { name: /登録選手/ });
const member = (division: string, n: number) =>
  within(roster(division)).getByRole('group', { name: `選手${n}` });
const memberName = (division: string, n: number) =>
  within(member(division, n)).getByRole('textbox', { name: '氏名' });
const addMember = (division: string) => within(team(division)).getByRole('button', { name: '＋ 選手を追加' });
const next = (user: User) => user.click(within(form()).getByRole('button', { name: '確認へ進む' }));
const confirmStep = () => screen.queryByRole('region', { name: '入力内容の確認' });

async function fillPerson(user: User) {
  await user.type(within(form()).getByRole('textbox', { name: '氏名' }), '山田 太郎');
  await user.type(within(form()).getByRole('textbox', { name: 'ふりがな' }), 'やまだ たろう');
  await user.type(within(form()).getByRole('textbox', { name: 'メール' }), 'taro@example.com');
}

beforeEach(() => {
  callSubmitRegist.mockReset();
});

describe('参加申し込み form: a team for a 団体 部門', () => {
  it('asks for チーム名 and the 部門’s min rows, says the registrant is the captain, and sends the team', async () => {
    callSubmitRegist.mockResolvedValue({ ticketId: 'tK4p9QzR2mVx7LwN3sYb8c', status: 'accepted' });
    const user = setup();
    await fillPerson(user);
    expect(within(form()).queryByRole('group', { name: '卓球団体のチーム' })).not.toBeInTheDocument();

    await user.click(box(/卓球団体/));
    expect(team('卓球団体')).toHaveTextContent(MESSAGES.registTeamCaptain);
    expect(roster('卓球団体')).toHaveAccessibleName(/2〜3人/);
    expect(within(roster('卓球団体')).getAllByRole('listitem')).toHaveLength(2);
    // 主将 only where the template plays by it (将棋・囲碁).
    expect(within(team('卓球団体')).queryByRole('checkbox', { name: '主将' })).not.toBeInTheDocument();

    await user.type(teamName('卓球団体'), ' さくらA ');
    await user.type(memberName('卓球団体', 1), '山田 太郎');
    await user.type(
      within(member('卓球団体', 1)).getByRole('textbox', { name: 'ふりがな（任意）' }),
      'やまだ',
    );
    await user.type(memberName('卓球団体', 2), '佐藤 花子');
    await user.click(addMember('卓球団体'));
    await user.type(memberName('卓球団体', 3), '鈴木 一郎');
    await next(user);

    const region = await screen.findByRole('region', { name: '入力内容の確認' });
    expect(within(region).getByText('チーム（卓球団体）').nextElementSibling).toHaveTextContent(
      'さくらA 1. 山田 太郎 2. 佐藤 花子 3. 鈴木 一郎',
    );
    await user.click(within(region).getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(callSubmitRegist).toHaveBeenCalledTimes(1));
    const { form: sent } = callSubmitRegist.mock.calls[0][0];
    expect(sent.divisions).toEqual(['d2']);
    expect(sent.teams).toEqual({
      d2: {
        name: 'さくらA',
        members: [{ name: '山田 太郎', kana: 'やまだ' }, { name: '佐藤 花子' }, { name: '鈴木 一郎' }],
      },
    });
    expect(await screen.findByRole('heading', { name: '参加票' })).toBeInTheDocument();
  });

  it('refuses a missing チーム名, a missing 氏名 and too few members, each where it is typed', async () => {
    const user = setup();
    await fillPerson(user);
    await user.click(box(/卓球団体/));
    await next(user);
    expect(teamName('卓球団体')).toHaveAccessibleDescription(MESSAGES.required);
    expect(memberName('卓球団体', 1)).toHaveAccessibleDescription(MESSAGES.required);

    await user.type(teamName('卓球団体'), 'さくらA');
    await user.type(memberName('卓球団体', 1), '山田 太郎');
    await user.click(within(member('卓球団体', 2)).getByRole('button', { name: '選手2を削除' }));
    await next(user);
    expect(roster('卓球団体')).toHaveAccessibleDescription('登録選手は2人以上にしてください');
    expect(confirmStep()).not.toBeInTheDocument();
    expect(callSubmitRegist).not.toHaveBeenCalled();
  });

  it('adds rows only up to the 部門’s max, so too many cannot be sent', async () => {
    const user = setup();
    await user.click(box(/卓球団体/));
    await user.click(addMember('卓球団体'));
    expect(within(roster('卓球団体')).getAllByRole('listitem')).toHaveLength(3);
    expect(addMember('卓球団体')).toBeDisabled();
    await user.click(within(member('卓球団体', 3)).getByRole('button', { name: '選手3を削除' }));
    expect(addMember('卓球団体')).toBeEnabled();
  });

  it('marks one 主将 where the template has it: choosing another unchooses the first', async () => {
    const user = setup();
    await user.click(box(/将棋団体/));
    const lead = (n: number) => within(member('将棋団体', n)).getByRole('checkbox', { name: '主将' });
    await user.click(lead(1));
    await user.click(lead(2));
    expect(lead(1)).not.toBeChecked();
    expect(lead(2)).toBeChecked();
  });

  it('keeps what was typed when the 部門 is unticked and ticked again', async () => {
    const user = setup();
    await user.click(box(/卓球団体/));
    await user.type(teamName('卓球団体'), 'さくらA');
    await user.click(addMember('卓球団体'));
    await user.type(memberName('卓球団体', 3), '鈴木 一郎');

    await user.click(box(/卓球団体/));
    expect(within(form()).queryByRole('group', { name: '卓球団体のチーム' })).not.toBeInTheDocument();
    await user.click(box(/卓球団体/));

    expect(teamName('卓球団体')).toHaveValue('さくらA');
    expect(within(roster('卓球団体')).getAllByRole('listitem')).toHaveLength(3);
    expect(memberName('卓球団体', 3)).toHaveValue('鈴木 一郎');
  });

  it('an unticked 団体 部門’s unfinished team does not stop the application', async () => {
    callSubmitRegist.mockResolvedValue({ ticketId: 'tK4p9QzR2mVx7LwN3sYb8c', status: 'accepted' });
    const user = setup();
    await fillPerson(user);
    await user.click(box(/卓球団体/));
    await user.type(teamName('卓球団体'), 'さくらA');
    await user.click(box(/卓球団体/));
    await user.click(box(/一般シングルス/));
    await next(user);
    const region = await screen.findByRole('region', { name: '入力内容の確認' });
    await user.click(within(region).getByRole('button', { name: '申し込む' }));
    await waitFor(() => expect(callSubmitRegist).toHaveBeenCalledTimes(1));
    const { form: sent } = callSubmitRegist.mock.calls[0][0];
    expect(sent.divisions).toEqual(['d1']);
    expect(sent.teams).toBeUndefined();
  });
});
