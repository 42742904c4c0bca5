import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Session } from '@/lib/session/session';
import type { OpenInvitation } from '@/lib/db/tickets/use-open-invitations';
import type * as LogoModule from '../api/replace-logo';
import type * as UpdateModule from '@/lib/db/clubs/update-club';
import ClubSettingsPage from '../pages/club-settings-page';
import { club, members } from './fixtures';

// The Firebase boundary of this page: its own api modules and the invitation feature's.
const updateClub = vi.fn<typeof UpdateModule.updateClub>();
const replaceLogo = vi.fn<typeof LogoModule.replaceLogo>();
const setMemberRole = vi.fn();
const closeAuthTicket = vi.fn<(id: string) => Promise<boolean>>();
let invitations: OpenInvitation[] = [];
let clubDoc: typeof club | null = club;

vi.mock('@/lib/db/clubs/use-club-document', () => ({
  useClubDocument: () => ({ status: 'ready', data: clubDoc }),
}));
vi.mock('@/lib/db/members/use-members', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMembers: () => ({ status: 'ready', data: members }),
}));
vi.mock('@/lib/db/clubs/update-club', async (importOriginal) => ({
  ...(await importOriginal<typeof UpdateModule>()),
  updateClub: (...args: Parameters<typeof UpdateModule.updateClub>) => updateClub(...args),
}));
vi.mock('../api/replace-logo', async (importOriginal) => ({
  ...(await importOriginal<typeof LogoModule>()),
  replaceLogo: (...args: Parameters<typeof LogoModule.replaceLogo>) => replaceLogo(...args),
}));
vi.mock('../api/set-member-role', () => ({
  setMemberRole: (...args: unknown[]) => setMemberRole(...args),
}));
vi.mock('@/lib/db/tickets/use-open-invitations', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOpenInvitations: () => ({ status: 'ready', data: invitations }),
}));
vi.mock('@/lib/db/tickets/close-auth-ticket', () => ({
  closeAuthTicket: (id: string) => closeAuthTicket(id),
}));

const admin = signedIn({ uid: 'admin-1', displayName: '佐藤 太郎', claims: { 'sakura-tt': 'admin' } });
const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const superUser = signedIn({ uid: 'kami', email: 'kami@compe.example', claims: {} });

function setup(session: Session = admin, clubId = 'sakura-tt') {
  const utils = renderRoutes([{ path: '/:clubId/form/club', element: <ClubSettingsPage /> }], {
    path: `/${clubId}/form/club`,
    session,
  });
  return { ...utils, user: userEvent.setup() };
}

const clubForm = () => screen.getByRole('form', { name: 'クラブ情報' });
const saveButton = () => within(clubForm()).getByRole('button', { name: '保存' });

beforeEach(() => {
  updateClub.mockReset();
  replaceLogo.mockReset();
  setMemberRole.mockReset();
  closeAuthTicket.mockReset();
  invitations = [];
  clubDoc = club;
});

describe('基本設定: club form', () => {
  it('shows the stored club and requires a club name (必須項目)', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: '基本設定' })).toBeInTheDocument();
    const name = screen.getByLabelText(/クラブ名/);
    expect(name).toHaveValue('さくら卓球クラブ');
    expect(saveButton()).toBeDisabled();

    await user.clear(name);
    expect(await screen.findByText('必須項目')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(name, '桜卓球クラブ');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('checks each e-mail of the list (アドレスの形式が違います), adds and removes addresses', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('メールアドレス 1')).toHaveValue('info@sakura-tt.example');
    await user.click(screen.getByRole('button', { name: 'アドレスを追加' }));
    const second = screen.getByLabelText('メールアドレス 2');
    await user.type(second, 'entry@sakura');
    expect(await screen.findByText('アドレスの形式が違います')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'メールアドレス 2 を削除' }));
    expect(screen.queryByLabelText('メールアドレス 2')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('アドレスの形式が違います')).not.toBeInTheDocument());
  });

  it('saves only the changed fields; an empty 略称 becomes the club name', async () => {
    updateClub.mockResolvedValueOnce();
    const { user } = setup();
    await user.clear(screen.getByLabelText(/略称/));
    await user.click(screen.getByRole('button', { name: 'アドレスを追加' }));
    await user.type(screen.getByLabelText('メールアドレス 2'), 'entry@sakura-tt.example');
    await user.click(saveButton());

    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(updateClub).toHaveBeenCalledWith('sakura-tt', {
      shortName: 'さくら卓球クラブ',
      emails: ['info@sakura-tt.example', 'entry@sakura-tt.example'],
    });
    expect(screen.getByLabelText(/略称/)).toHaveValue('さくら卓球クラブ');
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('a failed save says why in Japanese and loses nothing', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    updateClub.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = setup();
    const desc = screen.getByLabelText(/クラブの紹介/);
    await user.clear(desc);
    await user.type(desc, '初心者歓迎！{enter}https://sakura-tt.example');
    await user.click(saveButton());

    expect(await screen.findByText('この操作を行う権限がありません')).toBeInTheDocument();
    expect(desc).toHaveValue('初心者歓迎！\nhttps://sakura-tt.example');
    expect(saveButton()).toBeEnabled();
  });

  it('hides 表示順 from club admins', () => {
    setup(admin);
    expect(screen.queryByLabelText(/表示順/)).not.toBeInTheDocument();
  });

  it('a super-user sees and saves 表示順', async () => {
    updateClub.mockResolvedValueOnce();
    const { user } = setup(superUser);
    const order = screen.getByLabelText(/表示順/);
    expect(order).toHaveValue(3);
    await user.clear(order);
    await user.type(order, '1');
    await user.click(saveButton());
    await waitFor(() => expect(updateClub).toHaveBeenCalledWith('sakura-tt', { order: 1 }));
  });

  it('staff see everything read-only, with a note, and no way to save or invite', () => {
    setup(staff);
    expect(screen.getByText(/この画面は閲覧のみです/)).toBeInTheDocument();
    expect(screen.getByLabelText(/クラブ名/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '招待する' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ロゴ画像ファイル')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'スタッフ' });
    expect(within(list).getByText('佐藤 太郎')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('in the shared indie club there are no settings', () => {
    setup(signedIn({ claims: {} }), 'indie');
    expect(screen.getByText(/基本設定やスタッフの招待はありません/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'クラブ情報' })).not.toBeInTheDocument();
  });
});

describe('基本設定: logo', () => {
  const image = (type: string, size: number, name = 'logo.png') => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('refuses a file that is not an image before uploading anything', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('ロゴ画像ファイル'), {
      target: { files: [image('application/pdf', 1000, 'guide.pdf')] },
    });
    expect(
      await screen.findByText('画像ファイル（PNG・JPEG・GIF・WebP）を選んでください'),
    ).toBeInTheDocument();
    expect(replaceLogo).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB before uploading anything', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('ロゴ画像ファイル'), image('image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('ファイルサイズは5MB以下にしてください')).toBeInTheDocument();
    expect(replaceLogo).not.toHaveBeenCalled();
  });

  it('shows the progress, then replaces the logo (passing the old one to delete)', async () => {
    let finish: (value: LogoModule.LogoResult) => void = () => {};
    replaceLogo.mockImplementationOnce((_clubId, _file, _previous, onProgress) => {
      setTimeout(() => onProgress(0.4));
      return { done: new Promise((resolve) => (finish = resolve)), cancel: vi.fn() };
    });
    const { user } = setup();
    const file = image('image/png', 2000);
    await user.upload(screen.getByLabelText('ロゴ画像ファイル'), file);
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ロゴのアップロード' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(replaceLogo).toHaveBeenCalledWith('sakura-tt', file, club.logoPath, expect.any(Function));

    finish({ ok: true, path: 'compe/clubs/sakura-tt/logo-1800000000000.png' });
    expect(await screen.findByText('ロゴを更新しました')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'ロゴのアップロード' })).not.toBeInTheDocument();
  });

  it('says clearly when Storage cannot be reached, and the form still saves', async () => {
    const actual = await vi.importActual<typeof LogoModule>('../api/replace-logo');
    replaceLogo.mockReturnValueOnce({
      done: Promise.resolve({
        ok: false,
        error: actual.uploadErrorMessage({ code: 'storage/retry-limit-exceeded' }),
      }),
      cancel: vi.fn(),
    });
    updateClub.mockResolvedValueOnce();
    const { user } = setup();
    await user.upload(screen.getByLabelText('ロゴ画像ファイル'), image('image/png', 2000));
    expect(
      await screen.findByText(
        'ファイルの保存先に接続できません（ローカル環境では Storage エミュレータが必要です）',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/クラブ名/), '！');
    await user.click(saveButton());
    await waitFor(() =>
      expect(updateClub).toHaveBeenCalledWith('sakura-tt', { clubName: 'さくら卓球クラブ！' }),
    );
  });
});

describe('基本設定: staff and invitations', () => {
  it('lists members with their roles, admins first', () => {
    setup();
    const items = within(screen.getByRole('list', { name: 'スタッフ' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('佐藤 太郎（あなた）');
    expect(within(items[0]).getByRole('combobox', { name: '佐藤 太郎の役割' })).toHaveTextContent('管理者');
    expect(within(items[1]).getByRole('combobox', { name: '鈴木 次郎の役割' })).toHaveTextContent('スタッフ');
  });

  it('changes a role through setClaims', async () => {
    setMemberRole.mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: '鈴木 次郎の役割' }));
    await user.click(screen.getByRole('option', { name: '管理者' }));
    expect(await screen.findByText('鈴木 次郎さんを管理者にしました')).toBeInTheDocument();
    expect(setMemberRole).toHaveBeenCalledWith('staff-1', 'sakura-tt', 'admin');
  });

  it('removes a member only after confirmation', async () => {
    setMemberRole.mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '鈴木 次郎をクラブから外す' }));
    const dialog = await screen.findByRole('dialog', { name: 'クラブから外しますか？' });
    expect(setMemberRole).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '外す' }));
    expect(await screen.findByText('鈴木 次郎さんを外しました')).toBeInTheDocument();
    expect(setMemberRole).toHaveBeenCalledWith('staff-1', 'sakura-tt', null);
  });

  it("shows the function's refusal when an admin tries to demote themselves", async () => {
    setMemberRole.mockResolvedValueOnce({
      ok: false,
      error: '自分自身の管理者権限は変更できません。ほかの管理者に依頼してください',
    });
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: '佐藤 太郎の役割' }));
    await user.click(screen.getByRole('option', { name: 'スタッフ' }));
    expect(await screen.findByText(/自分自身の管理者権限は変更できません/)).toBeInTheDocument();
  });

  it('lists pending invitations and revokes one after confirmation', async () => {
    invitations = [
      {
        id: 'AbCdEfGhIjKlMnOpQrStUvWx',
        code: 'auth',
        createdAt: new Date('2026-05-01T01:30:00Z'),
        isClosed: false,
        receiver: '山田 花子',
        email: 'hanako@example.com',
        inviter: 'admin-1',
        inviterName: '佐藤 太郎',
        clubId: 'sakura-tt',
        clubName: 'さくら卓球クラブ',
        role: 'staff',
      },
    ];
    closeAuthTicket.mockResolvedValueOnce(true);
    const { user } = setup();
    const list = screen.getByRole('list', { name: '受諾待ちの招待' });
    expect(list).toHaveTextContent('山田 花子');
    expect(list).toHaveTextContent('hanako@example.com');
    expect(list).toHaveTextContent('スタッフ');
    expect(list).toHaveTextContent('招待者 佐藤 太郎');
    expect(list).toHaveTextContent('2026年5月1日(金) 10:30');

    await user.click(
      within(list).getByRole('button', { name: '山田 花子（hanako@example.com）への招待を取り消す' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '招待を取り消しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(await screen.findByText('招待を取り消しました')).toBeInTheDocument();
    expect(closeAuthTicket).toHaveBeenCalledWith('AbCdEfGhIjKlMnOpQrStUvWx');
  });

  it('opens the invite dialog for this club', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '招待する' }));
    expect(await screen.findByRole('dialog', { name: 'さくら卓球クラブ に招待' })).toBeInTheDocument();
  });
});
