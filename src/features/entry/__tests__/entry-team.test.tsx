import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Regist } from '@/shared/schemas/regist';
import { presetTeamSettings } from '@/shared/team-settings';
import EntryPage from '../pages/entry-page';
import { compe as baseCompe } from './fixtures';

// A 団体 部門's entries are teams (docs/play.md "Team ties"): the エントリー dialog edits a team's
// name and roster (ids kept, 主将 one at most) within the 部門's fewest and most members, and
// 「申込者から作成」 makes a team from its captain's registration. The Firebase boundary as in
// entry-page.test.tsx.
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
let regists: Regist[] = [];
vi.mock('@/lib/db/regists/use-regists', () => ({
  useAcceptedRegists: () => ({ status: 'ready', data: regists }),
}));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({
  usePublishedBoard: () => ({ status: 'loading' }),
}));
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));

type Ref = { id: string; path: string };
const DELETE = { deleteField: true };
const setDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const updateDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const batchSet = vi.fn<(ref: Ref, data: object) => void>();
const commit = vi.fn<() => Promise<void>>();
let autoId = 0;
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path: string }, id?: string) => {
    const docId = id ?? `auto${(autoId += 1)}`;
    return { id: docId, path: `${parent.path}/${docId}` };
  },
  setDoc: (ref: Ref, data: object) => setDoc(ref, data),
  updateDoc: (ref: Ref, data: object) => updateDoc(ref, data),
  deleteDoc: vi.fn(),
  deleteField: () => DELETE,
  writeBatch: () => ({ set: batchSet, commit }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => false }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const DIVISIONS: NonNullable<Compe['divisions']> = [
  { id: 'd1', name: '男子シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  // 卓球 4単1複: 4 to 8 members.
  {
    id: 'd3',
    name: '団体戦',
    kind: 'team',
    capacity: 0,
    waitlist: false,
    conditions: '',
    team: presetTeamSettings('tt4s1d'),
  },
];
const TEAM: Entry = {
  id: 'e7',
  number: 7,
  name: 'さくらA',
  kana: '',
  affiliation: 'さくら卓球クラブ',
  category: '',
  memo: '',
  registId: 'r1',
  divisionId: 'd3',
  members: [
    { id: 'm1', name: '山田 太郎', kana: 'やまだ たろう', lead: true, registId: 'r1' },
    { id: 'm2', name: '佐藤 健' },
    { id: 'm4', name: '鈴木 一郎' },
    { id: 'm5', name: '高橋 翔' },
  ],
};

function setup() {
  renderRoutes([{ path: '/:clubId/form/:compeId/entry', element: <EntryPage /> }], {
    path: `/sakura-tt/form/${baseCompe.id}/entry`,
    session: staff,
  });
  return userEvent.setup();
}
type User = ReturnType<typeof userEvent.setup>;

const pick = async (user: User, scope: HTMLElement, field: string | RegExp, option: string | RegExp) => {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const addMember = async (user: User, roster: HTMLElement, name: string) => {
  await user.click(within(roster).getByRole('button', { name: '＋ 選手を追加' }));
  const count = within(roster).getAllByLabelText(/人目の氏名/).length;
  // Typed at once (fireEvent): six members typed key by key take most of the test's time.
  fireEvent.change(within(roster).getByLabelText(new RegExp(`^${count}人目の氏名`)), {
    target: { value: name },
  });
};

beforeEach(() => {
  compeState = { status: 'ready', data: { ...baseCompe, divisions: DIVISIONS } };
  entriesState = { status: 'ready', data: [TEAM] };
  regists = [];
  for (const mock of [setDoc, updateDoc, commit]) mock.mockReset().mockResolvedValue();
  batchSet.mockReset();
  autoId = 0;
});

describe('エントリー: a team of a 団体 部門', () => {
  it('adds a team with its roster: ids in order, one removed not handed out again, 主将 one at most', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = screen.getByRole('dialog', { name: 'エントリーを追加' });
    expect(within(add).queryByRole('group', { name: '選手名簿' })).not.toBeInTheDocument();
    await pick(user, add, '部門', '団体戦');
    await user.type(within(add).getByLabelText(/チーム名/), '桜ヶ丘中');
    const roster = within(add).getByRole('group', { name: '選手名簿' });
    expect(roster).toHaveTextContent('選手名簿（0人・4〜8人）');
    for (const name of ['中村 蓮', '小林 結衣', '加藤 大輝', '吉田 陽']) await addMember(user, roster, name);
    fireEvent.change(within(roster).getByLabelText('1人目のふりがな'), {
      target: { value: 'なかむら れん' },
    });
    await user.click(within(roster).getByRole('button', { name: '小林 結衣を名簿から外す' }));
    await user.click(within(roster).getByRole('checkbox', { name: '中村 蓮を主将にする' }));
    // Another 主将 takes it from the first.
    await user.click(within(roster).getByRole('checkbox', { name: '加藤 大輝を主将にする' }));
    expect(within(roster).getByRole('checkbox', { name: '中村 蓮を主将にする' })).not.toBeChecked();
    await addMember(user, roster, '井上 葵');
    await user.click(within(add).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toEqual({
      number: 8,
      name: '桜ヶ丘中',
      kana: '',
      affiliation: '',
      category: '',
      memo: '',
      divisionId: 'd3',
      members: [
        { id: 'm1', name: '中村 蓮', kana: 'なかむら れん' },
        { id: 'm3', name: '加藤 大輝', lead: true },
        { id: 'm4', name: '吉田 陽' },
        { id: 'm5', name: '井上 葵' },
      ],
    });
  });

  it('says in Japanese when the roster is under the 部門’s fewest or a member has no name, and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = screen.getByRole('dialog', { name: 'エントリーを追加' });
    await pick(user, add, '部門', '団体戦');
    await user.type(within(add).getByLabelText(/チーム名/), '桜ヶ丘中');
    const roster = within(add).getByRole('group', { name: '選手名簿' });
    for (const name of ['中村 蓮', '小林 結衣']) await addMember(user, roster, name);
    await user.click(within(roster).getByRole('button', { name: '＋ 選手を追加' }));
    await user.click(within(add).getByRole('button', { name: '追加' }));
    expect(await within(roster).findByRole('alert')).toHaveTextContent(
      '選手は4人以上登録してください（4〜8人）',
    );
    expect(within(roster).getByText('必須項目')).toBeInTheDocument();
    expect(setDoc).not.toHaveBeenCalled();
  });

  it('refuses more members than the 部門’s most', async () => {
    const small = { ...presetTeamSettings('board3'), min: 2, max: 3 };
    compeState = {
      status: 'ready',
      data: { ...baseCompe, divisions: [{ ...DIVISIONS[1], team: small }] },
    };
    const user = setup();
    await user.click(screen.getByRole('button', { name: '7 さくらA を編集' }));
    const edit = screen.getByRole('dialog', { name: 'エントリーを編集' });
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('選手は3人までです（2〜3人）');
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('edits a team keeping its members’ ids and registrations; a new member takes the next number', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '7 さくらA を編集' }));
    const edit = screen.getByRole('dialog', { name: 'エントリーを編集' });
    const roster = within(edit).getByRole('group', { name: '選手名簿' });
    expect(within(roster).getByRole('checkbox', { name: '山田 太郎を主将にする' })).toBeChecked();
    const second = within(roster).getByLabelText(/^2人目の氏名/);
    await user.clear(second);
    await user.type(second, '佐藤 健太');
    await user.click(within(roster).getByRole('button', { name: '鈴木 一郎を名簿から外す' }));
    await addMember(user, roster, '伊藤 蒼');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({
      name: 'さくらA',
      divisionId: 'd3',
      members: [
        { id: 'm1', name: '山田 太郎', kana: 'やまだ たろう', lead: true, registId: 'r1' },
        { id: 'm2', name: '佐藤 健太' },
        { id: 'm5', name: '高橋 翔' },
        { id: 'm6', name: '伊藤 蒼' },
      ],
    });
  });

  it('moving a team to a 部門 that is not 団体 deletes its roster', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '7 さくらA を編集' }));
    const edit = screen.getByRole('dialog', { name: 'エントリーを編集' });
    await pick(user, edit, '部門', '男子シングルス');
    expect(within(edit).queryByRole('group', { name: '選手名簿' })).not.toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({ divisionId: 'd1', members: DELETE });
  });
});

const regist = (id: string, number: number, name: string, patch: Partial<Regist> = {}): Regist => ({
  id,
  number,
  name,
  kana: '',
  email: `${id}@example.com`,
  phone: '',
  answers: {},
  status: 'accepted',
  ticketId: `ticket-${id}-0123456789abcdef`,
  createdAt: new Date('2026-04-10T00:00:00Z'),
  checkedInAt: null,
  ...patch,
});

describe('申込者から作成: a team from its captain’s registration', () => {
  it('makes a team entry of the registered name and roster, ids kept, registId the captain’s', async () => {
    entriesState = { status: 'ready', data: [] };
    const members = [
      { id: 'm1', name: '中村 蓮', kana: 'なかむら れん', lead: true },
      { id: 'm2', name: '小林 結衣' },
      { id: 'm3', name: '加藤 大輝' },
      { id: 'm4', name: '吉田 陽' },
    ];
    regists = [
      regist('r9', 9, '中村 蓮', { divisions: ['d1', 'd3'], teams: { d3: { name: '桜ヶ丘中', members } } }),
      // Entered the 団体 部門 before teams were taken: no team to make.
      regist('r8', 8, '田中 健', { divisions: ['d3'] }),
    ];
    const user = setup();
    await user.click(screen.getByRole('button', { name: '申込者から作成' }));
    const dialog = screen.getByRole('dialog', { name: '申込者からエントリーを作成' });
    await user.click(within(dialog).getByRole('button', { name: '2件を作成' }));
    await waitFor(() => expect(commit).toHaveBeenCalledTimes(1));
    expect(batchSet.mock.calls.map(([, data]) => data)).toEqual([
      expect.objectContaining({ number: 1, name: '中村 蓮', registId: 'r9', divisionId: 'd1' }),
      {
        number: 2,
        name: '桜ヶ丘中',
        kana: '',
        affiliation: '',
        category: '',
        memo: '',
        registId: 'r9',
        divisionId: 'd3',
        members,
      },
    ]);
  });
});
