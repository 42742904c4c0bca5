import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInSettled, CheckInWrite } from '@/lib/db/regists/set-checked-in';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { renderRoutes, signedIn } from '@/testing/render';
import RegistListPage from '../pages/regist-list-page';
import { compe, regists, ticketOf } from '@/testing/regist-fixtures';

const setCheckedIn = vi.fn<(compeId: string, registId: string, checkedIn: boolean) => CheckInWrite>();
/** A check-in write and the server's answer to it, which the test gives when it likes (never: offline). */
function pendingWrite(at = new Date()) {
  let answer: (outcome: CheckInSettled) => void = () => {};
  const write: CheckInWrite = { at, settled: new Promise((resolve) => (answer = resolve)) };
  return { write, answer: (outcome: CheckInSettled) => act(() => answer(outcome)) };
}
const saved = (): CheckInWrite => ({ at: new Date(), settled: Promise.resolve({ kind: 'saved' }) });

/** A stand-in for qr-scanner (no camera in jsdom): the test decides how start() ends and what is read. */
const camera = vi.hoisted(() => ({
  start: (): Promise<void> => Promise.resolve(),
  hasCamera: true,
  instances: [] as { read: (data: string) => void; destroyed: boolean; options: object }[],
}));
vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = () => Promise.resolve(camera.hasCamera);
    private readonly instance;
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void, options: object) {
      this.instance = { read: (data: string) => onDecode({ data }), destroyed: false, options };
      camera.instances.push(this.instance);
    }
    start() {
      return camera.start();
    }
    destroy() {
      this.instance.destroyed = true;
    }
  },
}));

vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: (): Live<Compe | null> => ({ status: 'ready', data: compe }),
}));
let registsNow: Regist[] = regists;
vi.mock('@/lib/db/regists/use-regists', () => ({
  useRegistsByNumber: (): Live<Regist[]> => ({ status: 'ready', data: registsNow }),
}));
// The delivery column's listener (its own tests are in features/mail and regist-list-page).
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));
vi.mock('@/lib/db/regists/set-checked-in', () => ({
  setCheckedIn: (...args: [string, string, boolean]) => setCheckedIn(...args),
}));

const ticketUrl = (n: number) => `https://compe.example/ticket/${ticketOf(n)}`;

async function openDesk() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/:clubId/form/:compeId/regist', element: <RegistListPage /> }], {
    path: '/sakura-tt/form/c1/regist',
    session: signedIn({ claims: { 'sakura-tt': 'staff' } }),
  });
  await user.click(screen.getByRole('button', { name: 'QRで受付' }));
  const dialog = await screen.findByRole('dialog', { name: 'QRで受付' });
  return { user, dialog, result: () => within(dialog).getByRole('status') };
}

/** The scanner created for the open dialog, once the camera is running. */
async function scanner() {
  await waitFor(() => expect(camera.instances).toHaveLength(1));
  return camera.instances[0];
}

beforeEach(() => {
  setCheckedIn.mockReset();
  camera.start = () => Promise.resolve();
  camera.hasCamera = true;
  camera.instances = [];
  registsNow = regists;
});

describe('QRで受付', () => {
  it('uses the rear camera and checks in an accepted ticket at once, with its number and name', async () => {
    setCheckedIn.mockImplementation(saved);
    const { result } = await openDesk();
    const reader = await scanner();
    expect(reader.options).toMatchObject({ preferredCamera: 'environment' });
    expect(result()).toHaveTextContent('参加票のQRコードをカメラに向けてください');

    act(() => reader.read(ticketUrl(2)));
    expect(await within(result()).findByText('受付しました')).toBeInTheDocument();
    expect(result()).toHaveTextContent('受付番号 2 佐藤 花子 さん');
    expect(setCheckedIn).toHaveBeenCalledWith('c1', 'r2', true);

    // The camera keeps reading the ticket while it is held up: one check-in, one answer.
    act(() => reader.read(ticketUrl(2)));
    act(() => reader.read(ticketUrl(2)));
    expect(setCheckedIn).toHaveBeenCalledTimes(1);
    expect(result()).toHaveTextContent('受付しました');
  });

  it('keeps scanning: the next ticket is answered too, each in its own words', async () => {
    const { result } = await openDesk();
    const reader = await scanner();

    act(() => reader.read(ticketUrl(1)));
    expect(result()).toHaveTextContent('受付済みです（10:05）');
    expect(result()).toHaveTextContent('山田 太郎');

    act(() => reader.read(ticketUrl(4)));
    expect(result()).toHaveTextContent('キャンセル待ちのため受付できません');
    expect(result()).toHaveTextContent('高橋 三郎');

    act(() => reader.read('https://compe.example/ticket/SomeoneElsesTicket000001'));
    expect(result()).toHaveTextContent('この大会の参加票ではありません');

    act(() => reader.read('https://example.com/menu'));
    expect(result()).toHaveTextContent('参加票のQRコードではありません');
    expect(setCheckedIn).not.toHaveBeenCalled();
  });

  it('says when the server later refuses the check-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { write, answer } = pendingWrite();
    setCheckedIn.mockReturnValueOnce(write);
    const { user, dialog, result } = await openDesk();
    const reader = await scanner();
    act(() => reader.read(ticketUrl(2)));
    expect(result()).toHaveTextContent('受付しました');
    answer({ kind: 'failed', error: Object.assign(new Error('denied'), { code: 'permission-denied' }) });
    const notices = await within(dialog).findByRole('log', { name: '受付の確認' });
    expect(notices).toHaveTextContent(
      '佐藤 花子さんの受付を保存できませんでした。この操作を行う権限がありません',
    );
    await user.click(within(notices).getByRole('button', { name: 'お知らせを閉じる' }));
    expect(within(dialog).queryByRole('log', { name: '受付の確認' })).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('offline: checks in from the list on this phone at once, and refuses the same ticket shown again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T01:07:00Z'));
    // No answer from the server, and the list has not shown the write yet.
    const { write } = pendingWrite(new Date('2026-11-22T01:07:00Z'));
    setCheckedIn.mockReturnValueOnce(write);
    const { result } = await openDesk();
    const reader = await scanner();
    act(() => reader.read(ticketUrl(2)));
    expect(result()).toHaveTextContent('受付しました');
    expect(result()).toHaveTextContent('受付番号 2 佐藤 花子 さん');

    // Shown again after the camera's pause: refused, with this phone's check-in time.
    vi.setSystemTime(new Date('2026-11-22T01:07:05Z'));
    act(() => reader.read(ticketUrl(2)));
    expect(result()).toHaveTextContent('受付済みです（10:07）');
    expect(setCheckedIn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('refuses a ticket the list (this phone’s cache) shows as checked in, by typed 受付番号 too', async () => {
    const { user, dialog, result } = await openDesk();
    await user.type(within(dialog).getByRole('textbox', { name: '受付番号または参加票のURL' }), '1{Enter}');
    expect(result()).toHaveTextContent('受付済みです（10:05）');
    expect(setCheckedIn).not.toHaveBeenCalled();
  });

  it('when another phone checked the person in earlier, says so in the dialog', async () => {
    const { write, answer } = pendingWrite();
    setCheckedIn.mockReturnValueOnce(write);
    const { user, dialog } = await openDesk();
    const reader = await scanner();
    act(() => reader.read(ticketUrl(2)));
    answer({ kind: 'earlier', at: new Date('2026-11-22T01:03:00Z') });
    const notices = await within(dialog).findByRole('log', { name: '受付の確認' });
    expect(notices).toHaveTextContent(
      '佐藤 花子さんは別の端末で 10:03 に受付済みでした。受付時刻は 10:03 のままです',
    );
    await user.click(within(notices).getByRole('button', { name: 'お知らせを閉じる' }));
  });

  it('without a camera says so and checks in by a typed 受付番号', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    camera.start = () => Promise.reject('Camera not found.');
    camera.hasCamera = false;
    setCheckedIn.mockImplementation(saved);
    const { user, dialog, result } = await openDesk();
    expect(
      await within(dialog).findByText(
        'カメラが見つかりません。受付番号か参加票のURLを入力して受付してください',
      ),
    ).toBeInTheDocument();
    expect(camera.instances[0].destroyed).toBe(true);

    const field = within(dialog).getByRole('textbox', { name: '受付番号または参加票のURL' });
    await user.type(field, '２{Enter}');
    expect(await within(result()).findByText('受付しました')).toBeInTheDocument();
    expect(setCheckedIn).toHaveBeenCalledWith('c1', 'r2', true);
    expect(field).toHaveValue('');

    await user.type(field, ticketUrl(3));
    await user.click(within(dialog).getByRole('button', { name: '受付' }));
    expect(result()).toHaveTextContent('承認前のため受付できません');
    expect(setCheckedIn).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });

  it('when camera permission is refused, says so in Japanese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    camera.start = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    const { dialog } = await openDesk();
    expect(await within(dialog).findByText(/カメラの使用が許可されていません/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '受付番号または参加票のURL' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('stops the camera when the dialog closes', async () => {
    const { user, dialog } = await openDesk();
    const reader = await scanner();
    expect(reader.destroyed).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(reader.destroyed).toBe(true));
  });
});
