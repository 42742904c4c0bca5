import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { OpenInvitation } from '@/lib/db/tickets/use-open-invitations';
import type * as CreateModule from '@/lib/db/clubs/create-club';
import { ClubExistsError } from '@/lib/db/clubs/create-club';
import type { CreateClubForm } from '@/shared/schemas/club-form';
import type * as ClaimsModule from '../api/user-claims';
import type { ListedClub } from '@/lib/db/clubs/use-all-clubs';
import GodPage from '../pages/god-page';

// The Firebase boundary of this page: its own api modules and the invitation feature's.
const createClub = vi.fn<typeof CreateModule.createClub>();
const updateClubOrder = vi.fn<(clubId: string, order: number) => Promise<void>>();
const lookupUser = vi.fn<typeof ClaimsModule.lookupUser>();
const setUserRole = vi.fn<typeof ClaimsModule.setUserRole>();
const closeAuthTicket = vi.fn<(id: string) => Promise<boolean>>();
let invitations: OpenInvitation[] = [];

const club = (id: string, clubName: string, order: number): ListedClub => ({
  id,
  clubName,
  shortName: clubName,
  desc: '',
  order,
  updatedAt: new Date('2026-04-01T00:00:00Z'),
});
const clubs = [
  club('umi-swim', '海スイミング', 2),
  club('sakura-tt', 'さくら卓球クラブ', 1),
  club('aoba-go', 'あおば囲碁会', 1),
];

vi.mock('@/lib/db/clubs/use-all-clubs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAllClubs: () => ({ status: 'ready', data: clubs }),
}));
vi.mock('@/lib/db/clubs/create-club', async (importOriginal) => ({
  ...(await importOriginal<typeof CreateModule>()),
  createClub: (form: CreateClubForm) => createClub(form),
}));
vi.mock('@/lib/db/clubs/update-club-order', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  updateClubOrder: (clubId: string, order: number) => updateClubOrder(clubId, order),
}));
vi.mock('../api/user-claims', async (importOriginal) => ({
  ...(await importOriginal<typeof ClaimsModule>()),
  lookupUser: (email: string) => lookupUser(email),
  setUserRole: (...args: Parameters<typeof ClaimsModule.setUserRole>) => setUserRole(...args),
}));
vi.mock('@/lib/db/tickets/use-open-invitations', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOpenInvitations: (clubId: string | null) => ({
    status: 'ready',
    data: clubId === null ? invitations : invitations.filter((item) => item.clubId === clubId),
  }),
}));
vi.mock('@/lib/db/tickets/close-auth-ticket', () => ({
  closeAuthTicket: (id: string) => closeAuthTicket(id),
}));

const god = signedIn({ uid: 'kami', email: 'kami@compe.example', displayName: '神' });

function setup() {
  const utils = renderRoutes(
    [
      { path: '/god', element: <GodPage /> },
      { path: '/:clubId/form/club', element: <p>基本設定の画面</p> },
      { path: '/:clubId', element: <p>クラブの画面</p> },
    ],
    { path: '/god', session: god },
  );
  return { ...utils, user: userEvent.setup() };
}

beforeEach(() => {
  createClub.mockReset();
  updateClubOrder.mockReset();
  lookupUser.mockReset();
  setUserRole.mockReset();
  closeAuthTicket.mockReset();
  invitations = [];
});

describe('神ページ: clubs', () => {
  it('lists every club by order, then name, with its page and its 基本設定', async () => {
    const { user, router } = setup();
    expect(screen.getByRole('heading', { name: '神ページ' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'クラブ' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/ID:/).textContent)).toEqual([
      'ID: aoba-go',
      'ID: sakura-tt',
      'ID: umi-swim',
    ]);
    expect(within(items[1]).getByRole('link', { name: 'クラブページ' })).toHaveAttribute(
      'href',
      '/sakura-tt',
    );
    await user.click(within(items[1]).getByRole('link', { name: '基本設定' }));
    expect(router.state.location.pathname).toBe('/sakura-tt/form/club');
  });

  it('edits a club’s order in place', async () => {
    updateClubOrder.mockResolvedValueOnce(undefined);
    const { user } = setup();
    const field = screen.getByLabelText('海スイミングの表示順');
    const item = field.closest('li') as HTMLElement;
    const save = within(item).getByRole('button', { name: '保存' });
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, '1.5');
    expect(await within(item).findByText('整数で入力してください')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(save);
    expect(await screen.findByText('海スイミングの表示順を変更しました')).toBeInTheDocument();
    expect(updateClubOrder).toHaveBeenCalledWith('umi-swim', 0);
  });

  it('says in Japanese why an order was not saved', async () => {
    updateClubOrder.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = setup();
    const field = screen.getByLabelText('海スイミングの表示順');
    const item = field.closest('li') as HTMLElement;
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(item).getByRole('button', { name: '保存' }));
    expect(await within(item).findByText('この操作を行う権限がありません')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '保存' })).toBeEnabled();
  });
});

describe('神ページ: create club', () => {
  async function open() {
    const utils = setup();
    await utils.user.click(screen.getByRole('button', { name: 'クラブを作成' }));
    const dialog = await screen.findByRole('dialog', { name: 'クラブを作成' });
    return { ...utils, dialog, submit: within(dialog).getByRole('button', { name: '作成する' }) };
  }

  it.each([
    ['Sakura', '半角英小文字・数字・ハイフンの2〜30文字で入力してください'],
    ['a', '半角英小文字・数字・ハイフンの2〜30文字で入力してください'],
    ['-sakura', '半角英小文字・数字・ハイフンの2〜30文字で入力してください'],
    ['さくら', '半角英小文字・数字・ハイフンの2〜30文字で入力してください'],
    ['god', 'このIDは使えません'],
    ['ticket', 'このIDは使えません'],
  ])('refuses the id %s', async (id, message) => {
    const { user, dialog, submit } = await open();
    await user.type(within(dialog).getByLabelText(/クラブ名/), 'テストクラブ');
    await user.type(within(dialog).getByLabelText(/クラブID/), id);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('requires the club name and checks each e-mail line', async () => {
    const { user, dialog, submit } = await open();
    await user.type(within(dialog).getByLabelText(/クラブID/), 'kaze-tt');
    await user.type(within(dialog).getByLabelText(/クラブ名/), ' ');
    expect(await within(dialog).findByText('必須項目')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/クラブ名/), '風卓球');
    await user.type(within(dialog).getByLabelText(/連絡先メールアドレス/), 'info@kaze.example{enter}kaze');
    expect(await within(dialog).findByText('2件目: アドレスの形式が違います')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/連絡先メールアドレス/), '@kaze.example');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('creates the club', async () => {
    createClub.mockResolvedValueOnce(undefined);
    const { user, dialog, submit } = await open();
    await user.type(within(dialog).getByLabelText(/クラブID/), 'kaze-tt');
    await user.type(within(dialog).getByLabelText(/クラブ名/), '風卓球クラブ');
    await user.type(within(dialog).getByLabelText(/連絡先メールアドレス/), 'info@kaze.example');
    await user.click(submit);
    expect(await screen.findByText('風卓球クラブを作成しました')).toBeInTheDocument();
    expect(createClub).toHaveBeenCalledWith({
      id: 'kaze-tt',
      clubName: '風卓球クラブ',
      shortName: '',
      emails: 'info@kaze.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an existing id with a clear message and keeps the form', async () => {
    createClub.mockRejectedValueOnce(new ClubExistsError('sakura-tt'));
    const { user, dialog, submit } = await open();
    await user.type(within(dialog).getByLabelText(/クラブID/), 'sakura-tt');
    await user.type(within(dialog).getByLabelText(/クラブ名/), '別のさくら');
    await user.click(submit);
    expect(await within(dialog).findByText('このIDのクラブはすでに存在します')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/クラブID/)).toHaveValue('sakura-tt');
    expect(within(dialog).getByLabelText(/クラブ名/)).toHaveValue('別のさくら');
  });
});

describe('神ページ: admins and invitations', () => {
  it('appoints an admin by an invitation to the chosen club, 管理者 preselected', async () => {
    const { user } = setup();
    const invite = screen.getByRole('button', { name: '管理者を招待' });
    expect(invite).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'クラブ' }));
    await user.click(screen.getByRole('option', { name: '海スイミング（umi-swim）' }));
    await user.click(invite);
    const dialog = await screen.findByRole('dialog', { name: '海スイミング に招待' });
    expect(within(dialog).getByRole('combobox', { name: /役割/ })).toHaveTextContent('管理者');
  });

  it('lists open invitations of every club and revokes one', async () => {
    invitations = [
      {
        id: 'AbCdEfGhIjKlMnOpQrStUvWx',
        code: 'auth',
        createdAt: new Date('2026-05-01T01:30:00Z'),
        isClosed: false,
        receiver: '田中 一郎',
        email: 'ichiro@example.com',
        inviter: 'kami',
        inviterName: '神',
        clubId: 'umi-swim',
        clubName: '海スイミング',
        role: 'admin',
      },
    ];
    closeAuthTicket.mockResolvedValueOnce(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    const list = screen.getByRole('list', { name: '受諾待ちの招待（全クラブ）' });
    expect(list).toHaveTextContent('田中 一郎');
    expect(list).toHaveTextContent('海スイミング（umi-swim）');
    expect(list).toHaveTextContent('管理者');
    await user.click(within(list).getByRole('button', { name: /田中 一郎.*への招待を取り消す/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '招待を取り消しますか？' })).getByRole('button', {
        name: '取り消す',
      }),
    );
    expect(await screen.findByText('招待を取り消せませんでした')).toBeInTheDocument();
    expect(closeAuthTicket).toHaveBeenCalledWith('AbCdEfGhIjKlMnOpQrStUvWx');
    error.mockRestore();
  });
});

describe('神ページ: user lookup', () => {
  const found = {
    uid: 'user-42',
    email: 'jiro@example.com',
    displayName: '鈴木 次郎',
    claims: { 'sakura-tt': 'staff' as const },
  };

  async function search(user: ReturnType<typeof userEvent.setup>, email = 'jiro@example.com') {
    const form = screen.getByRole('form', { name: 'ユーザー検索' });
    await user.type(within(form).getByLabelText(/メールアドレス/), email);
    await user.click(within(form).getByRole('button', { name: '検索' }));
  }

  it('validates the e-mail', async () => {
    const { user } = setup();
    const form = screen.getByRole('form', { name: 'ユーザー検索' });
    await user.type(within(form).getByLabelText(/メールアドレス/), 'jiro');
    expect(await within(form).findByText('アドレスの形式が違います')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '検索' })).toBeDisabled();
  });

  it('shows uid, name and roles, and changes a role', async () => {
    lookupUser.mockResolvedValueOnce({ ok: true, value: found });
    setUserRole.mockResolvedValueOnce({ ok: true, value: { 'sakura-tt': 'admin' } });
    const { user } = setup();
    await search(user);
    const card = await screen.findByRole('article', { name: '鈴木 次郎さんのアカウント' });
    expect(card).toHaveTextContent('UID: user-42');
    expect(card).toHaveTextContent('jiro@example.com');
    const role = within(card).getByRole('combobox', { name: 'さくら卓球クラブでの役割' });
    expect(role).toHaveTextContent('スタッフ');

    await user.click(role);
    await user.click(screen.getByRole('option', { name: '管理者' }));
    expect(await screen.findByText('鈴木 次郎さんをさくら卓球クラブの管理者にしました')).toBeInTheDocument();
    expect(setUserRole).toHaveBeenCalledWith('user-42', 'sakura-tt', 'admin');
    expect(role).toHaveTextContent('管理者');
  });

  it('gives a role in another club and removes one after confirmation', async () => {
    lookupUser.mockResolvedValueOnce({ ok: true, value: found });
    setUserRole
      .mockResolvedValueOnce({ ok: true, value: { 'sakura-tt': 'staff', 'umi-swim': 'admin' } })
      .mockResolvedValueOnce({ ok: true, value: { 'umi-swim': 'admin' } });
    const { user } = setup();
    await search(user);
    const card = await screen.findByRole('article', { name: '鈴木 次郎さんのアカウント' });

    await user.click(within(card).getByRole('combobox', { name: '役割を付与するクラブ' }));
    await user.click(screen.getByRole('option', { name: '海スイミング（umi-swim）' }));
    await user.click(within(card).getByRole('combobox', { name: '付与する役割' }));
    await user.click(screen.getByRole('option', { name: '管理者' }));
    await user.click(within(card).getByRole('button', { name: '付与' }));
    expect(await within(card).findByRole('combobox', { name: '海スイミングでの役割' })).toHaveTextContent(
      '管理者',
    );
    expect(setUserRole).toHaveBeenCalledWith('user-42', 'umi-swim', 'admin');

    await user.click(within(card).getByRole('button', { name: 'さくら卓球クラブから外す' }));
    const dialog = await screen.findByRole('dialog', { name: '役割を外しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '外す' }));
    expect(await screen.findByText('鈴木 次郎さんをさくら卓球クラブから外しました')).toBeInTheDocument();
    expect(setUserRole).toHaveBeenLastCalledWith('user-42', 'sakura-tt', null);
    expect(
      within(card).queryByRole('combobox', { name: 'さくら卓球クラブでの役割' }),
    ).not.toBeInTheDocument();
  });

  it('says so when nobody has that e-mail', async () => {
    lookupUser.mockResolvedValueOnce({ ok: false, error: 'ユーザーが見つかりません' });
    const { user } = setup();
    await search(user, 'nobody@example.com');
    expect(await screen.findByText('ユーザーが見つかりません')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
