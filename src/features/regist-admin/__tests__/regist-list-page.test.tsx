import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe } from '@/shared/schemas/compe';
import type { Mail } from '@/shared/schemas/mail';
import type { Regist } from '@/shared/schemas/regist';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type { CheckInSettled, CheckInWrite } from '@/lib/db/regists/set-checked-in';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Session } from '@/lib/session/session';
import RegistListPage from '../pages/regist-list-page';
import { compe, regists } from '@/testing/regist-fixtures';
import { mailTo } from '@/testing/last-mail-fixtures';
import { lastMailByRegist } from '@/shared/last-mail';

// The Firebase boundary of this page: its listeners, the check-in write, the callable, the download.
const setCheckedIn = vi.fn<(compeId: string, registId: string, checkedIn: boolean) => CheckInWrite>();
/** A check-in write and the server's answer to it, which the test gives when it likes (never: offline). */
function pendingWrite() {
  let answer: (outcome: CheckInSettled) => void = () => {};
  const write: CheckInWrite = { at: new Date(), settled: new Promise((resolve) => (answer = resolve)) };
  return { write, answer: (outcome: CheckInSettled) => act(() => answer(outcome)) };
}
const saved = (): CheckInWrite => ({ at: new Date(), settled: Promise.resolve({ kind: 'saved' }) });
const callSetRegistStatus = vi.fn();
const callResendMail = vi.fn();
const lastMailsArgs = vi.fn<(clubId: string, compeId: string) => void>();
const downloadCsv = vi.fn<(fileName: string, csv: string) => void>();
let compeState: Live<Compe | null> = { status: 'ready', data: compe };
/** Stands in for the Firestore listener: setting it re-renders the page, as a snapshot would. */
const live = vi.hoisted(() => {
  let value: unknown;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: unknown) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
const setRegists = (state: Live<Regist[]>) => live.set(state);
/** The last mail per registration (the `mails` listener), live in the same way; none by default. */
const mailsLive = vi.hoisted(() => {
  let value: unknown;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: unknown) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
const setLastMails = (state: Live<ReadonlyMap<string, Mail>>) => mailsLive.set(state);

vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/regists/use-regists', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useRegistsByNumber: () => useSyncExternalStore(live.subscribe, live.get) };
});
vi.mock('@/lib/db/mails/use-last-mails', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useLastMails: (clubId: string, compeId: string) => {
      lastMailsArgs(clubId, compeId);
      return useSyncExternalStore(mailsLive.subscribe, mailsLive.get);
    },
  };
});
vi.mock('@/lib/db/regists/set-checked-in', () => ({
  setCheckedIn: (...args: [string, string, boolean]) => setCheckedIn(...args),
}));
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callSetRegistStatus: (...args: unknown[]) => callSetRegistStatus(...args),
  callResendMail: (...args: unknown[]) => callResendMail(...args),
}));
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: (fileName: string, csv: string) => downloadCsv(fileName, csv),
}));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });

function setup(session: Session = staff, clubId = 'sakura-tt') {
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/regist', element: <RegistListPage /> }], {
    path: `/${clubId}/form/c1/regist`,
    session,
  });
  return { ...utils, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: '参加申し込み' });
/** The names in the table's rows, top to bottom. */
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].querySelector('p')?.textContent);
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `${name}さんの操作` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  setCheckedIn.mockReset();
  callSetRegistStatus.mockReset();
  callResendMail.mockReset();
  lastMailsArgs.mockReset();
  setLastMails({ status: 'ready', data: new Map() });
  downloadCsv.mockReset();
  compeState = { status: 'ready', data: compe };
  setRegists({ status: 'ready', data: regists });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('参加申込リスト: what is shown', () => {
  it('lists the registrations by 受付番号 with ふりがな, status, check-in and custom answers', () => {
    setup();
    expect(screen.getByRole('heading', { name: compe.title })).toBeInTheDocument();
    expect(shownNames()).toEqual(['山田 太郎', '佐藤 花子', '鈴木 次郎', '高橋 三郎', '田中 四郎']);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '受付番号',
        '氏名',
        'メール',
        '電話',
        '状態',
        '受付',
        '申込日時',
        '所属',
        'レベル',
        '写真掲載に同意',
      ]),
    );
    const yamada = rowOf('山田 太郎');
    expect(yamada).toHaveTextContent('やまだ たろう');
    expect(yamada).toHaveTextContent('承認済');
    expect(yamada).toHaveTextContent('10:05');
    expect(yamada).toHaveTextContent('taro@example.com');
    expect(yamada).toHaveTextContent('090-1111-2222');
    expect(yamada).toHaveTextContent('10/1 09:30');
    expect(yamada).toHaveTextContent('さくら卓球部');
    expect(yamada).toHaveTextContent('はい');
    expect(rowOf('高橋 三郎')).toHaveTextContent('キャンセル待ち');
  });

  it('shows seats against capacity, check-ins and the count of each status', () => {
    setup();
    const summary = screen.getByRole('region', { name: '申し込みの状況' });
    expect(summary).toHaveTextContent('席 3 / 定員 3');
    expect(summary).toHaveTextContent('満席');
    expect(summary).toHaveTextContent('受付済み 1 / 承認済 2');
    const filter = screen.getByRole('group', { name: '状態で絞り込む' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['すべて 5', '受付中 1', '承認済 2', 'キャンセル待ち 1', '不承認 0', 'キャンセル済 1']);
  });

  it('says 定員なし when there is no capacity', () => {
    compeState = { status: 'ready', data: { ...compe, regist: { ...compe.regist, capacity: 0 } } };
    setup();
    const summary = screen.getByRole('region', { name: '申し込みの状況' });
    expect(summary).toHaveTextContent('席 3（定員なし）');
    expect(summary).not.toHaveTextContent('満席');
  });

  it('follows the live list: a check-in on another device shows at once, counts included', () => {
    setup();
    const summary = screen.getByRole('region', { name: '申し込みの状況' });
    expect(summary).toHaveTextContent('受付済み 1 / 承認済 2');
    act(() =>
      setRegists({
        status: 'ready',
        data: regists.map((r) =>
          r.id === 'r2' ? { ...r, checkedInAt: new Date('2026-11-22T01:10:00Z') } : r,
        ),
      }),
    );
    expect(summary).toHaveTextContent('受付済み 2 / 承認済 2');
    expect(screen.getByRole('switch', { name: '佐藤 花子さんの受付' })).toBeChecked();
    expect(rowOf('佐藤 花子')).toHaveTextContent('10:10');
  });
});

describe('参加申込リスト: filter and search', () => {
  it('narrows the rows to one status', async () => {
    const { user } = setup();
    const waitlisted = screen.getByRole('button', { name: 'キャンセル待ち 1' });
    await user.click(waitlisted);
    expect(waitlisted).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['高橋 三郎']);
    expect(screen.getByText('5件中 1件を表示')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'すべて 5' }));
    expect(shownNames()).toHaveLength(5);
  });

  it('searches name, ふりがな, e-mail, phone and 受付番号', async () => {
    const { user } = setup();
    const search = screen.getByRole('searchbox', { name: /検索/ });
    // What a staff member types or pastes, and whom it finds.
    const cases: [string, string[]][] = [
      ['はなこ', ['佐藤 花子']],
      ['saburo@', ['高橋 三郎']],
      ['090-1111', ['山田 太郎']],
      ['3', ['鈴木 次郎', '高橋 三郎']],
    ];
    for (const [text, found] of cases) {
      await user.clear(search);
      await user.click(search);
      await user.paste(text);
      expect(shownNames()).toEqual(found);
    }
  });

  it('says when nothing matches, and clears the filter on request', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '承認済 2' }));
    await user.click(screen.getByRole('searchbox', { name: /検索/ }));
    await user.paste('たかはし');
    expect(screen.getByText('条件に合う申し込みはありません')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '絞り込みを解除' }));
    expect(shownNames()).toHaveLength(5);
  });
});

describe('参加申込リスト: status actions', () => {
  it('offers only the actions each status allows', async () => {
    const { user } = setup();
    expect(await openMenu(user, '鈴木 次郎')).toEqual(['承認', '不承認', 'キャンセル']);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, '高橋 三郎')).toEqual(['不承認', 'キャンセル', '繰り上げ']);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, '山田 太郎')).toEqual(['不承認', 'キャンセル']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '田中 四郎さんの操作' })).not.toBeInTheDocument();
  });

  it('approves after a confirmation that says the person will be mailed', async () => {
    let finish: (value: unknown) => void = () => {};
    callSetRegistStatus.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    await openMenu(user, '鈴木 次郎');
    await user.click(screen.getByRole('menuitem', { name: '承認' }));
    const dialog = await screen.findByRole('dialog', { name: '申し込みを承認しますか？' });
    expect(dialog).toHaveTextContent('鈴木 次郎さんを承認します。本人にメールでお知らせします。');
    expect(callSetRegistStatus).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect(callSetRegistStatus).toHaveBeenCalledWith({
      compeId: 'c1',
      registId: 'r3',
      action: 'approve',
      origin: window.location.origin,
    });
    expect(within(dialog).getByRole('progressbar', { name: '処理中' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '処理中…' })).toBeDisabled();

    finish({ status: 'accepted' });
    expect(await screen.findByText('鈴木 次郎さんを承認しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling a seat names who moves up from the waitlist', async () => {
    callSetRegistStatus.mockResolvedValueOnce({ status: 'cancelled', promotedRegistId: 'r4' });
    const { user } = setup();
    await openMenu(user, '山田 太郎');
    await user.click(screen.getByRole('menuitem', { name: 'キャンセル' }));
    const dialog = await screen.findByRole('dialog', { name: '申し込みをキャンセルしますか？' });
    expect(dialog).toHaveTextContent(
      '山田 太郎さんの申し込みをキャンセルします。本人にメールでお知らせします。',
    );
    expect(dialog).toHaveTextContent('キャンセル待ちの先頭の方が繰り上がります');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    expect(callSetRegistStatus).toHaveBeenCalledWith(
      expect.objectContaining({ registId: 'r1', action: 'cancel' }),
    );
    expect(
      await screen.findByText(
        '山田 太郎さんの申し込みをキャンセルしました。キャンセル待ちの高橋 三郎さんが繰り上がりました',
      ),
    ).toBeInTheDocument();
  });

  it("shows the function's Japanese refusal and changes nothing", async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    callSetRegistStatus.mockRejectedValueOnce(
      Object.assign(
        new Error(
          '定員に達しているため繰り上げできません。大会設定で定員を増やすか、ほかの申し込みをキャンセルしてから繰り上げてください',
        ),
        {
          code: 'functions/failed-precondition',
        },
      ),
    );
    const { user } = setup();
    await openMenu(user, '高橋 三郎');
    await user.click(screen.getByRole('menuitem', { name: '繰り上げ' }));
    const dialog = await screen.findByRole('dialog', { name: 'キャンセル待ちから繰り上げますか？' });
    await user.click(within(dialog).getByRole('button', { name: '繰り上げる' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '定員に達しているため繰り上げできません',
    );
    expect(callSetRegistStatus).toHaveBeenCalledWith(
      expect.objectContaining({ registId: 'r4', action: 'promote' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('参加申込リスト: 受付 (check-in) by hand', () => {
  it('checks in an accepted registration with its switch; other statuses have none', async () => {
    setCheckedIn.mockReturnValueOnce(saved());
    const { user } = setup();
    const hanako = screen.getByRole('switch', { name: '佐藤 花子さんの受付' });
    expect(hanako).not.toBeChecked();
    await user.click(hanako);
    expect(setCheckedIn).toHaveBeenCalledWith('c1', 'r2', true);
    expect(await screen.findByText('佐藤 花子さん: 受付しました')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: '鈴木 次郎さんの受付' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: '高橋 三郎さんの受付' })).not.toBeInTheDocument();
  });

  it('undoes a check-in only after confirmation', async () => {
    setCheckedIn.mockReturnValueOnce(saved());
    const { user } = setup();
    const taro = screen.getByRole('switch', { name: '山田 太郎さんの受付' });
    expect(taro).toBeChecked();
    await user.click(taro);
    const dialog = await screen.findByRole('dialog', { name: '受付を取り消しますか？' });
    expect(setCheckedIn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(setCheckedIn).toHaveBeenCalledWith('c1', 'r1', false);
  });

  it('says why a check-in could not be saved, when the server refuses it, until closed', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const { write, answer } = pendingWrite();
    setCheckedIn.mockReturnValueOnce(write);
    const { user } = setup();
    await user.click(screen.getByRole('switch', { name: '佐藤 花子さんの受付' }));
    answer({ kind: 'failed', error: Object.assign(new Error('denied'), { code: 'permission-denied' }) });
    const notices = await screen.findByRole('log', { name: '受付の確認' });
    expect(notices).toHaveTextContent(
      '佐藤 花子さんの受付を保存できませんでした。この操作を行う権限がありません',
    );
    await user.click(within(notices).getByRole('button', { name: 'お知らせを閉じる' }));
    expect(screen.queryByRole('log', { name: '受付の確認' })).not.toBeInTheDocument();
  });

  it('offline: says 受付しました at once, without waiting for the server', async () => {
    const { write } = pendingWrite();
    setCheckedIn.mockReturnValueOnce(write);
    const { user } = setup();
    const hanako = screen.getByRole('switch', { name: '佐藤 花子さんの受付' });
    await user.click(hanako);
    expect(await screen.findByText('佐藤 花子さん: 受付しました')).toBeInTheDocument();
    // The switch is not held disabled by the unanswered write: the desk goes on.
    expect(hanako).toBeEnabled();
    expect(screen.getByRole('switch', { name: '山田 太郎さんの受付' })).toBeEnabled();
  });

  it('when another phone checked the person in earlier, says so and shows that one time', async () => {
    const { write, answer } = pendingWrite();
    setCheckedIn.mockReturnValueOnce(write);
    const { user } = setup();
    await user.click(screen.getByRole('switch', { name: '佐藤 花子さんの受付' }));
    // The connection returns: the server keeps the other phone's 10:03 check-in, and the list
    // (the listener, rolled back to the server's document) shows it.
    const earlier = new Date('2026-11-22T01:03:00Z');
    setRegists({
      status: 'ready',
      data: regists.map((r) => (r.id === 'r2' ? { ...r, checkedInAt: earlier } : r)),
    });
    answer({ kind: 'earlier', at: earlier });
    const notices = await screen.findByRole('log', { name: '受付の確認' });
    expect(notices).toHaveTextContent(
      '佐藤 花子さんは別の端末で 10:03 に受付済みでした。受付時刻は 10:03 のままです',
    );
    expect(within(rowOf('佐藤 花子')).getByText('10:03')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '佐藤 花子さんの受付' })).toBeChecked();
    // Not an error: said as information, in Japanese only.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(notices).getByRole('button', { name: 'お知らせを閉じる' }));
  });
});

describe('参加申込リスト: CSV', () => {
  it('exports all registrations, named after the short title and the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T16:30:00Z'));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV書き出し（全5件）' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, csv] = downloadCsv.mock.calls[0];
    expect(fileName).toBe('さくら杯-参加申込-20261122.csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(csv.slice(1)).data;
    expect(rows[0]).toContain('写真掲載に同意');
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      '山田 太郎',
      '佐藤 花子',
      '鈴木 次郎',
      '高橋 三郎',
      '田中 四郎',
    ]);
  });

  it('says when it exports only the filtered rows, and does so', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '受付中 1' }));
    await user.click(screen.getByRole('button', { name: 'CSV書き出し（表示中の1件）' }));
    const rows = Papa.parse<string[]>(downloadCsv.mock.calls[0][1].slice(1)).data;
    expect(rows.slice(1).map((row) => row[2])).toEqual(['鈴木 次郎']);
  });
});

describe('参加申込リスト: empty, loading, errors, access', () => {
  it('with no registrations yet, says so and links to the public registration page', () => {
    setRegists({ status: 'ready', data: [] });
    setup();
    expect(screen.getByText('まだ申し込みはありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /申し込みページを開く/ })).toHaveAttribute(
      'href',
      '/sakura-tt/regist/c1',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV書き出し（全0件）' })).toBeDisabled();
  });

  it('shows a spinner while loading and a message when the list cannot be read', () => {
    setRegists({ status: 'loading' });
    const { unmount } = setup();
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'QRで受付' })).toBeDisabled();
    unmount();

    setRegists({ status: 'error', error: new Error('permission-denied') });
    setup();
    expect(screen.getByRole('alert')).toHaveTextContent('読み込みに失敗しました');
  });

  it('refuses a competition of another club, and an indie competition of someone else', () => {
    const { unmount } = setup(staff, 'other-club');
    expect(screen.getByText(/この大会は見つかりません/)).toBeInTheDocument();
    unmount();

    compeState = { status: 'ready', data: { ...compe, clubId: 'indie', owner: 'someone-else' } };
    setup(signedIn({ uid: 'u9' }), 'indie');
    expect(screen.getByText(STAFF_MESSAGES.indieNotOwner)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('参加申込リスト: the last mail of each row (未達・再送)', () => {
  const reason = '550 5.1.1 <hanako@example.com>: Recipient address rejected';
  // 山田 送信済み · 佐藤 エラー (a bulk mail failed after the ticket went) · 鈴木 送信待ち · 高橋, 田中 never mailed.
  const satoFailed = mailTo('r2', { id: 'm-sato', minute: 7, kind: 'bulk', state: 'error', error: reason });
  const others = [
    mailTo('r1', { id: 'm-yamada', minute: 5 }),
    mailTo('r2', { id: 'm-sato-ticket', minute: 1 }),
    mailTo('r3', { id: 'm-suzuki', minute: 9, state: 'pending' }),
  ];
  const mails = () => lastMailByRegist([...others, satoFailed]);
  const unreachedChip = () => screen.getByRole('button', { name: '未達のみ 3' });

  it("listens to this competition's mails of its club", () => {
    setup();
    expect(lastMailsArgs).toHaveBeenCalledWith('sakura-tt', 'c1');
  });

  it('shows 送信済み with the time, エラー with the reason and 再送, 送信待ち and 未送信', () => {
    setLastMails({ status: 'ready', data: mails() });
    setup();
    expect(
      within(table()).getByRole('columnheader', { name: STAFF_MESSAGES.deliveryColumn }),
    ).toBeInTheDocument();
    expect(rowOf('山田 太郎')).toHaveTextContent(`${STAFF_MESSAGES.deliverySent}11/1 10:05`);
    expect(rowOf('佐藤 花子')).toHaveTextContent(`${STAFF_MESSAGES.deliveryError}11/1 10:07`);
    expect(rowOf('佐藤 花子')).toHaveTextContent(STAFF_MESSAGES.deliveryBadAddress);
    expect(rowOf('佐藤 花子')).not.toHaveTextContent(reason);
    expect(rowOf('鈴木 次郎')).toHaveTextContent(STAFF_MESSAGES.deliveryPending);
    expect(rowOf('高橋 三郎')).toHaveTextContent(STAFF_MESSAGES.deliveryNone);
    expect(rowOf('田中 四郎')).toHaveTextContent(STAFF_MESSAGES.deliveryNone);
    // 再送 only where the last mail failed.
    expect(within(table()).getAllByRole('button', { name: /さんへ再送$/ })).toEqual([
      within(rowOf('佐藤 花子')).getByRole('button', { name: '佐藤 花子さんへ再送' }),
    ]);
  });

  it('「未達のみ」 keeps エラー and 未送信, says what 未達 means, combines with the search, and toggles back', async () => {
    setLastMails({ status: 'ready', data: mails() });
    const { user } = setup();
    expect(unreachedChip()).toHaveAttribute('aria-pressed', 'false');
    await user.click(unreachedChip());

    expect(unreachedChip()).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['佐藤 花子', '高橋 三郎', '田中 四郎']);
    expect(screen.getByText('5件中 3件を表示')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.deliveryUnreachedHint)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'たなか');
    expect(shownNames()).toEqual(['田中 四郎']);
    await user.clear(screen.getByRole('searchbox'));

    await user.click(unreachedChip());
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByText(STAFF_MESSAGES.deliveryUnreachedHint)).not.toBeInTheDocument();
  });

  it('a resent message that now went through leaves 「未達のみ」 at once', async () => {
    setLastMails({ status: 'ready', data: mails() });
    const { user } = setup();
    await user.click(unreachedChip());
    expect(shownNames()).toContain('佐藤 花子');
    // resendMail rewrites the same document; the listener brings it back as 送信済み.
    const resent = {
      ...satoFailed,
      state: 'sent' as const,
      error: undefined,
      sentAt: new Date('2026-11-01T02:00:00Z'),
    };
    act(() => setLastMails({ status: 'ready', data: lastMailByRegist([...others, resent]) }));
    expect(screen.getByRole('button', { name: '未達のみ 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['高橋 三郎', '田中 四郎']);
  });

  it('再送 sends that one message again (resendMail with its messageId) and says it went', async () => {
    setLastMails({ status: 'ready', data: mails() });
    let answer: (value: { retried: number; sent: number; failed: number }) => void = () => {};
    callResendMail.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = setup();
    await user.click(within(rowOf('佐藤 花子')).getByRole('button', { name: '佐藤 花子さんへ再送' }));

    expect(callResendMail).toHaveBeenCalledTimes(1);
    expect(callResendMail.mock.calls[0][0]).toStrictEqual({ messageId: 'm-sato' });
    expect(within(rowOf('佐藤 花子')).getByRole('button', { name: '佐藤 花子さんへ再送' })).toBeDisabled();
    answer({ retried: 1, sent: 1, failed: 0 });
    expect(await screen.findByText('佐藤 花子さんにメールを再送しました')).toBeInTheDocument();
    expect(within(rowOf('佐藤 花子')).getByRole('button', { name: '佐藤 花子さんへ再送' })).toBeEnabled();
  });

  it.each([
    [
      'fails again',
      { retried: 1, sent: 0, failed: 1 },
      undefined,
      '佐藤 花子さんへの再送もエラーになりました。メールアドレスを確認してください',
    ],
    [
      'was already being resent',
      { retried: 0, sent: 0, failed: 0 },
      undefined,
      STAFF_MESSAGES.deliveryResendBusy,
    ],
    [
      'is refused by the function',
      undefined,
      Object.assign(new Error('この操作を行う権限がありません'), { code: 'functions/permission-denied' }),
      'この操作を行う権限がありません',
    ],
  ])('再送 that %s says so', async (_, result, error, message) => {
    setLastMails({ status: 'ready', data: mails() });
    if (error) callResendMail.mockRejectedValueOnce(error);
    else callResendMail.mockResolvedValueOnce(result);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await user.click(within(rowOf('佐藤 花子')).getByRole('button', { name: '佐藤 花子さんへ再送' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when the mails cannot be read, says so, offers no 「未達のみ」 and still lists everyone', () => {
    setLastMails({ status: 'error', error: new Error('permission-denied') });
    setup();
    expect(screen.getByText(STAFF_MESSAGES.deliveryLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^未達のみ/ })).not.toBeInTheDocument();
    expect(shownNames()).toHaveLength(5);
    expect(rowOf('山田 太郎')).not.toHaveTextContent(STAFF_MESSAGES.deliveryNone);
  });
});

describe('参加申込リスト on a phone', () => {
  beforeEach(() => {
    // Below `sm` every media query of the page matches max-width.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one card per registration, each with its check-in and actions', async () => {
    setCheckedIn.mockReturnValueOnce(saved());
    const { user } = setup();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '参加申し込み' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[1]).toHaveTextContent('No.2');
    expect(cards[1]).toHaveTextContent('佐藤 花子');
    expect(cards[1]).toHaveTextContent('所属港区, 東京');
    expect(within(cards[0]).getByRole('link', { name: '090-1111-2222' })).toHaveAttribute(
      'href',
      'tel:09011112222',
    );
    await user.click(within(cards[1]).getByRole('switch', { name: '佐藤 花子さんの受付' }));
    expect(setCheckedIn).toHaveBeenCalledWith('c1', 'r2', true);
    expect(within(cards[2]).getByRole('button', { name: '鈴木 次郎さんの操作' })).toBeInTheDocument();
  });

  it('shows the last mail on each card, with 再送 where it failed', async () => {
    setLastMails({
      status: 'ready',
      data: lastMailByRegist([mailTo('r2', { id: 'm-sato', state: 'error', error: 'timeout' })]),
    });
    callResendMail.mockResolvedValueOnce({ retried: 1, sent: 1, failed: 0 });
    const { user } = setup();
    const cards = within(screen.getByRole('list', { name: '参加申し込み' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(`${STAFF_MESSAGES.deliveryColumn}${STAFF_MESSAGES.deliveryNone}`);
    expect(cards[1]).toHaveTextContent(`${STAFF_MESSAGES.deliveryColumn}${STAFF_MESSAGES.deliveryError}`);
    await user.click(within(cards[1]).getByRole('button', { name: '佐藤 花子さんへ再送' }));
    expect(callResendMail).toHaveBeenCalledWith({ messageId: 'm-sato' });
  });
});

describe('参加申込リスト: 2,000 applications', () => {
  const many: Regist[] = Array.from({ length: 2000 }, (_, i) => ({
    ...regists[0],
    id: `m${i}`,
    number: i + 1,
    name: `参加 p${String(i).padStart(4, '0')}`,
    email: `p${String(i).padStart(4, '0')}@example.com`,
    ticketId: `ticket-${i}`,
  }));

  it('draws a window of rows, says how many there are, and search still finds the last one', async () => {
    setRegists({ status: 'ready', data: many });
    const { user } = setup();
    const rows = within(table()).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(200);
    expect(table()).toHaveAttribute('aria-rowcount', '2001');
    expect(screen.getByRole('status')).toHaveTextContent('2000件');

    await user.type(screen.getByLabelText('氏名・ふりがな・メール・電話・受付番号で検索'), 'p1999');
    expect(screen.getByRole('status')).toHaveTextContent('2000件中 1件を表示');
    expect(shownNames()).toEqual(['参加 p1999']);
  });

  it('prints every row: the window opens up for the printer', () => {
    // 120 rows: enough to be drawn a window at a time, few enough for jsdom to draw them all.
    setRegists({ status: 'ready', data: many.slice(0, 120) });
    setup();
    expect(within(table()).getAllByRole('row').length).toBeLessThan(60);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(121);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(within(table()).getAllByRole('row').length).toBeLessThan(60);
  });
});
