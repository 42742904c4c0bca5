import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { MESSAGES } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import { callableError } from '@/testing/callable-error';
import { renderRoutes } from '@/testing/render';
import RegistForm from '../components/regist-form';
import { compe } from './fixtures';

// The Firebase boundary of the form: the submitRegist callable (submit-regist.ts itself runs).
const callSubmitRegist = vi.fn<typeof FunctionsModule.callSubmitRegist>();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callSubmitRegist: (...args: Parameters<typeof FunctionsModule.callSubmitRegist>) =>
    callSubmitRegist(...args),
}));

const TICKET_ID = 'tK4p9QzR2mVx7LwN3sYb8c';
type User = ReturnType<typeof userEvent.setup>;

function setup({ waitlist = false } = {}) {
  const utils = renderRoutes(
    [
      { path: paths.regist.path, element: <RegistForm compe={compe} waitlist={waitlist} /> },
      { path: paths.ticket.path, element: <h1>参加票</h1> },
    ],
    { path: paths.regist.getHref(compe.clubId, compe.id) },
  );
  return { ...utils, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: '申し込みフォーム' });
const field = {
  name: () => within(form()).getByRole('textbox', { name: '氏名' }),
  kana: () => within(form()).getByRole('textbox', { name: 'ふりがな' }),
  email: () => within(form()).getByRole('textbox', { name: 'メール' }),
  phone: () => within(form()).getByRole('textbox', { name: '電話（任意）' }),
  club: () => within(form()).getByRole('textbox', { name: '所属クラブ' }),
  note: () => within(form()).getByRole('textbox', { name: '備考' }),
  level: () => within(form()).getByRole('combobox', { name: 'レベル' }),
  agree: () => within(form()).getByRole('checkbox', { name: '参加規約に同意 *' }),
  photo: () => within(form()).getByRole('checkbox', { name: '写真掲載に同意' }),
  age: () => within(form()).getByRole('spinbutton', { name: '年齢' }),
};
const next = (user: User) => user.click(within(form()).getByRole('button', { name: '確認へ進む' }));
const confirmRegion = () => screen.findByRole('region', { name: '入力内容の確認' });

/** The field is marked invalid and its helper text (its accessible description) is `message`. */
function expectError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
}
function expectNoError(input: HTMLElement) {
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
}
const requiredOf = (label: string) => `「${label}」は${MESSAGES.required}です`;

/** レベル is a native select: the visitor picks an option from the system's list. */
async function chooseLevel(user: User, option: string) {
  await user.selectOptions(field.level(), option);
}

const valid = {
  name: '山田 太郎',
  kana: 'やまだ たろう',
  email: 'taro@example.com',
  phone: '090-1234-5678',
  club: 'さくら卓球部',
  note: 'ラケット貸出希望',
  level: '中級',
  age: '34',
};

/** Fills every field validly; `skip` leaves the named text fields empty. */
async function fillValid(user: User, values: Partial<typeof valid> = {}, skip: (keyof typeof valid)[] = []) {
  const v = { ...valid, ...values };
  for (const key of ['name', 'kana', 'email', 'phone', 'club', 'note', 'age'] as const) {
    if (!skip.includes(key)) await user.type(field[key](), v[key]);
  }
  if (!skip.includes('level')) await chooseLevel(user, v.level);
  await user.click(field.agree());
}

/** The row of the confirm list labelled `label` (its <dd>). */
const confirmed = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  callSubmitRegist.mockReset();
});

describe('参加申し込み form: the fixture', () => {
  it('shows the standard fields and one input per custom field, required ones marked', () => {
    setup();
    expect(field.name()).toBeRequired();
    expect(field.kana()).toBeRequired();
    expect(field.email()).toBeRequired();
    expect(field.phone()).not.toBeRequired();
    expect(field.club()).toBeRequired();
    expect(field.note()).not.toBeRequired();
    expect(field.note().tagName).toBe('TEXTAREA');
    expect(field.level()).toBeRequired();
    expect(field.level()).toHaveDisplayValue('選択してください'); // nothing chosen for the visitor
    expect(field.agree()).not.toBeChecked();
    expect(field.photo()).not.toBeChecked();
    expect(field.age()).toBeRequired();
  });
});

describe('参加申し込み form: field errors', () => {
  it('submitting empty shows the required error on every required field and sends nothing', async () => {
    const { user } = setup();
    await next(user);

    expectError(field.name(), MESSAGES.required);
    expectError(field.kana(), MESSAGES.required);
    expectError(field.email(), MESSAGES.required);
    expectNoError(field.phone());
    expectError(field.club(), requiredOf('所属クラブ'));
    expectNoError(field.note());
    expect(field.level()).toHaveAttribute('aria-invalid', 'true');
    expect(field.level()).toHaveAccessibleDescription(/^「レベル」は/);
    expect(within(form()).getByText(requiredOf('参加規約に同意'))).toBeInTheDocument();
    expect(within(form()).queryByText(requiredOf('写真掲載に同意'))).not.toBeInTheDocument();
    expectError(field.age(), requiredOf('年齢'));

    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();
    expect(callSubmitRegist).not.toHaveBeenCalled();
  });

  it.each([
    ['katakana', 'ヤマダ タロウ'],
    ['romaji', 'yamada taro'],
    ['kanji', '山田 太郎'],
  ])('refuses ふりがな in %s with 「ひらがなで入力してください」', async (_, kana) => {
    const { user } = setup();
    await fillValid(user, { kana });
    await next(user);

    expectError(field.kana(), 'ひらがなで入力してください');
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();
  });

  it.each([
    ['a half-width space', 'やまだ たろう'],
    ['a full-width space and ー', 'さとう　りーな'],
  ])('accepts ふりがな in hiragana with %s', async (_, kana) => {
    const { user } = setup();
    await fillValid(user, { kana });
    await next(user);

    const region = await confirmRegion();
    expect(confirmed(region, 'ふりがな')).toHaveTextContent(kana.replace('　', ' '));
  });

  it('refuses a malformed メール with its message', async () => {
    const { user } = setup();
    await fillValid(user, { email: 'taro@' });
    await next(user);

    expectError(field.email(), MESSAGES.emailInvalid);
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    // Corrected, the message goes (re-validated as typed).
    await user.type(field.email(), 'example.com');
    expectNoError(field.email());
    expect(field.email()).toHaveAccessibleDescription('参加票をお送りします');
  });

  it('refuses 電話 with letters (「電話番号の形式が違います」) and accepts it empty', async () => {
    const { user } = setup();
    await fillValid(user, { phone: '090-abcd-5678' });
    await next(user);

    expectError(field.phone(), '電話番号の形式が違います');
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await user.clear(field.phone());
    expectNoError(field.phone());
    await next(user);
    const region = await confirmRegion();
    expect(confirmed(region, '電話')).toHaveTextContent(/^（未入力）$/);
  });

  it(`refuses a 氏名 over ${LIMITS.personName} characters and accepts exactly ${LIMITS.personName}`, async () => {
    const { user } = setup();
    await fillValid(user, {}, ['name']);
    await user.click(field.name());
    await user.paste('山'.repeat(LIMITS.personName + 1));
    await next(user);

    expectError(field.name(), `${LIMITS.personName}文字以内で入力してください`);
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await user.type(field.name(), '{Backspace}');
    expectNoError(field.name());
    await next(user);
    expect(confirmed(await confirmRegion(), '氏名')).toHaveTextContent('山'.repeat(LIMITS.personName));
  });
});

describe('参加申し込み form: custom fields', () => {
  it('marks the required select invalid until an option is chosen', async () => {
    const { user } = setup();
    await fillValid(user, {}, ['level']);
    await next(user);

    expect(field.level()).toHaveAttribute('aria-invalid', 'true');
    expect(field.level()).toHaveAccessibleDescription(/^「レベル」は/);
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await chooseLevel(user, '上級');
    await waitFor(() => expectNoError(field.level()));
    expect(field.level()).toHaveAccessibleDescription('');
    expect(field.level()).toHaveDisplayValue('上級');
    await next(user);
    expect(confirmed(await confirmRegion(), 'レベル')).toHaveTextContent(/^上級$/);
  });

  it('says 「「レベル」は必須項目です」 for an empty required select', async () => {
    const { user } = setup();
    await fillValid(user, {}, ['level']);
    await next(user);
    expectError(field.level(), requiredOf('レベル'));
  });

  it('keeps the required consent checkbox’s message until it is ticked', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(field.agree()); // untick again
    await next(user);

    expect(within(form()).getByText(requiredOf('参加規約に同意'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await user.click(field.agree());
    await waitFor(() =>
      expect(within(form()).queryByText(requiredOf('参加規約に同意'))).not.toBeInTheDocument(),
    );
  });

  it('refuses letters in the required number field (the input holds no number, so it is missing)', async () => {
    const { user } = setup();
    await fillValid(user, { age: 'abc' });
    await next(user);

    expectError(field.age(), requiredOf('年齢'));
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();

    await user.type(field.age(), '34');
    expectNoError(field.age());
    await next(user);
    expect(confirmed(await confirmRegion(), '年齢')).toHaveTextContent(/^34$/);
    expect(callSubmitRegist).not.toHaveBeenCalled();
  });

  it('lets the optional textarea (and the optional checkbox and 電話) be left empty', async () => {
    callSubmitRegist.mockResolvedValue({ ticketId: TICKET_ID, status: 'accepted' });
    const { user } = setup();
    await fillValid(user, {}, ['note', 'phone']);
    await next(user);

    const region = await confirmRegion();
    expect(confirmed(region, '備考')).toHaveTextContent(/^（未入力）$/);
    expect(confirmed(region, '写真掲載に同意')).toHaveTextContent(/^いいえ$/);
    await user.click(within(region).getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(callSubmitRegist).toHaveBeenCalledTimes(1));
    expect(callSubmitRegist.mock.calls[0]![0].form).toMatchObject({
      phone: '',
      answers: { note: '', agree: true, photo: false },
    });
  });
});

describe('参加申し込み form: confirm and submit', () => {
  it('shows the typed values on the confirm step, and 修正する returns with everything filled in', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(field.photo());
    await next(user);

    const region = await confirmRegion();
    expect(screen.queryByRole('form', { name: '申し込みフォーム' })).not.toBeInTheDocument();
    const rows = within(region)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['氏名', valid.name],
      ['ふりがな', valid.kana],
      ['メール', valid.email],
      ['電話', valid.phone],
      ['所属クラブ', valid.club],
      ['備考', valid.note],
      ['レベル', valid.level],
      ['参加規約に同意', 'はい'],
      ['写真掲載に同意', 'はい'],
      ['年齢', valid.age],
    ]);
    expect(callSubmitRegist).not.toHaveBeenCalled();

    await user.click(within(region).getByRole('button', { name: '修正する' }));
    expect(screen.queryByRole('region', { name: '入力内容の確認' })).not.toBeInTheDocument();
    expect(field.name()).toHaveValue(valid.name);
    expect(field.kana()).toHaveValue(valid.kana);
    expect(field.email()).toHaveValue(valid.email);
    expect(field.phone()).toHaveValue(valid.phone);
    expect(field.club()).toHaveValue(valid.club);
    expect(field.note()).toHaveValue(valid.note);
    expect(field.level()).toHaveDisplayValue(valid.level);
    expect(field.agree()).toBeChecked();
    expect(field.photo()).toBeChecked();
    expect(field.age()).toHaveValue(Number(valid.age));
  });

  it('申し込む sends the form once to submitRegist and opens the ticket page', async () => {
    let resolve: (value: { ticketId: string; status: 'accepted' }) => void = () => {};
    callSubmitRegist.mockReturnValue(new Promise((r) => (resolve = r)));
    const { user, router } = setup();
    await fillValid(user, { name: '  山田 太郎 ' });
    await next(user);
    const region = await confirmRegion();
    await user.click(within(region).getByRole('button', { name: '申し込む' }));

    // While sending, neither button can be pressed again.
    expect(await within(region).findByRole('button', { name: '送信中…' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: '修正する' })).toBeDisabled();
    expect(callSubmitRegist).toHaveBeenCalledTimes(1);
    expect(callSubmitRegist).toHaveBeenCalledWith({
      compeId: compe.id,
      form: {
        name: '山田 太郎',
        kana: valid.kana,
        email: valid.email,
        phone: valid.phone,
        answers: {
          club: valid.club,
          note: valid.note,
          level: valid.level,
          agree: true,
          photo: false,
          age: 34,
        },
      },
      origin: window.location.origin,
    });

    resolve({ ticketId: TICKET_ID, status: 'accepted' });
    expect(await screen.findByRole('heading', { name: '参加票' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.ticket.getHref(TICKET_ID));
    expect(callSubmitRegist).toHaveBeenCalledTimes(1);
  });

  it('shows the function’s refusal in an alert, without the SDK’s [409], and keeps every typed value', async () => {
    callSubmitRegist.mockRejectedValue(
      await callableError(409, { error: { status: 'ALREADY_EXISTS', message: MESSAGES.registDuplicate } }),
    );
    const { user, router } = setup();
    await fillValid(user);
    await next(user);
    const region = await confirmRegion();
    await user.click(within(region).getByRole('button', { name: '申し込む' }));

    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.registDuplicate);
    expect(alert.textContent).not.toMatch(/\[\d+\]/);
    expect(router.state.location.pathname).toBe(paths.regist.getHref(compe.clubId, compe.id));
    expect(confirmed(region, '氏名')).toHaveTextContent(valid.name);
    expect(confirmed(region, 'メール')).toHaveTextContent(valid.email);
    expect(within(region).getByRole('button', { name: '申し込む' })).toBeEnabled();

    await user.click(within(region).getByRole('button', { name: '修正する' }));
    expect(field.name()).toHaveValue(valid.name);
    expect(field.kana()).toHaveValue(valid.kana);
    expect(field.email()).toHaveValue(valid.email);
    expect(field.phone()).toHaveValue(valid.phone);
    expect(field.club()).toHaveValue(valid.club);
    expect(field.note()).toHaveValue(valid.note);
    expect(field.level()).toHaveDisplayValue(valid.level);
    expect(field.agree()).toBeChecked();
    expect(field.age()).toHaveValue(Number(valid.age));
  });

  it('with the waitlist on, the final button says キャンセル待ちで申し込む', async () => {
    callSubmitRegist.mockResolvedValue({ ticketId: TICKET_ID, status: 'waitlisted' });
    const { user, router } = setup({ waitlist: true });
    await fillValid(user);
    await next(user);
    const region = await confirmRegion();

    expect(within(region).queryByRole('button', { name: '申し込む' })).not.toBeInTheDocument();
    expect(within(region).getByText(/キャンセル待ちとして受け付けます/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'キャンセル待ちで申し込む' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.ticket.getHref(TICKET_ID)));
    expect(callSubmitRegist).toHaveBeenCalledTimes(1);
  });
});
