import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { clearLoaderCache } from '@/lib/use-loader';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';
import { fill as fillMessage } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import type { SendContactRequest } from '@/shared/schemas/mail';
import { renderRoutes } from '@/testing/render';
import ContactPage from '../pages/contact-page';

// The Firebase boundary of the page: the club read (Firestore Lite) and the sendContact callable.
const callSendContact = vi.fn<typeof FunctionsModule.callSendContact>();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callSendContact: (...args: Parameters<typeof FunctionsModule.callSendContact>) => callSendContact(...args),
}));
vi.mock('@/lib/db/clubs/get-club', () => ({
  getClub: async (clubId: string) =>
    clubId === 'sakura-tt'
      ? {
          id: 'sakura-tt',
          clubName: 'さくら卓球クラブ',
          shortName: 'さくら卓球',
          emails: ['info@sakura-tt.example'],
          order: 1,
          desc: '',
          updatedAt: new Date('2026-09-01T00:00:00Z'),
        }
      : null,
  getClubs: async () => [],
}));

type User = ReturnType<typeof userEvent.setup>;

function setup(clubId?: string) {
  const utils = renderRoutes([{ path: paths.contact.path, element: <ContactPage /> }], {
    path: paths.contact.getHref(clubId),
  });
  return { ...utils, user: userEvent.setup() };
}

const form = () => screen.findByRole('form', { name: 'お問い合わせフォーム' });
const field = {
  name: () => within(screen.getByRole('form')).getByRole('textbox', { name: '氏名' }),
  email: () => within(screen.getByRole('form')).getByRole('textbox', { name: 'メールアドレス' }),
  subject: () => within(screen.getByRole('form')).getByRole('textbox', { name: '件名' }),
  body: () => within(screen.getByRole('form')).getByRole('textbox', { name: 'お問い合わせ内容' }),
};
const send = (user: User) =>
  user.click(within(screen.getByRole('form')).getByRole('button', { name: '送信' }));

const valid = {
  name: '山田 太郎',
  email: 'taro@example.com',
  subject: '駐車場について',
  body: '当日は車で伺います。\n駐車場はありますか？',
};

async function fill(user: User, values: Partial<typeof valid> = {}) {
  const v = { ...valid, ...values };
  for (const key of ['name', 'email', 'subject', 'body'] as const) {
    if (v[key]) await user.type(field[key](), v[key]);
  }
}

function expectError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
}

/** Everything typed is still in the form. */
function expectKept(values: typeof valid = valid) {
  expect(field.name()).toHaveValue(values.name);
  expect(field.email()).toHaveValue(values.email);
  expect(field.subject()).toHaveValue(values.subject);
  expect(field.body()).toHaveValue(values.body);
}

beforeEach(() => {
  callSendContact.mockReset();
});
afterEach(() => clearLoaderCache());

describe('お問い合わせ: to whom', () => {
  it('without a club, writes to the Compe operator', async () => {
    setup();
    expect(screen.getByRole('heading', { name: CONTACT_MESSAGES.contactToOperator })).toBeInTheDocument();
    expect(await form()).toBeInTheDocument();
    expect(field.name()).toBeRequired();
    expect(field.email()).toBeRequired();
    expect(field.subject()).toBeRequired();
    expect(field.body()).toBeRequired();
    expect(field.body().tagName).toBe('TEXTAREA');
  });

  it('with a club, names the club from its document', async () => {
    setup('sakura-tt');
    expect(
      await screen.findByRole('heading', { name: 'さくら卓球クラブへのお問い合わせ' }),
    ).toBeInTheDocument();
    expect(await form()).toBeInTheDocument();
  });

  it('for an unknown club, says so and links to the operator contact instead of a form', async () => {
    setup('no-such-club');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.contactClubNotFound);
    expect(screen.getByRole('link', { name: CONTACT_MESSAGES.contactOperatorLink })).toHaveAttribute(
      'href',
      paths.contact.getHref(),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('お問い合わせ: checks before sending', () => {
  it('sending empty marks every field required and sends nothing', async () => {
    const { user } = setup();
    await form();
    await send(user);

    expectError(field.name(), MESSAGES.required);
    expectError(field.email(), MESSAGES.required);
    expectError(field.subject(), MESSAGES.required);
    expectError(field.body(), MESSAGES.required);
    expect(callSendContact).not.toHaveBeenCalled();
  });

  it('spaces only are empty', async () => {
    const { user } = setup();
    await form();
    await fill(user, { name: '   ', body: '　 ' });
    await send(user);
    expectError(field.name(), MESSAGES.required);
    expectError(field.body(), MESSAGES.required);
    expect(callSendContact).not.toHaveBeenCalled();
  });

  it('refuses a malformed address', async () => {
    const { user } = setup();
    await form();
    await fill(user, { email: 'taro@' });
    await send(user);
    expectError(field.email(), MESSAGES.emailInvalid);
    expect(callSendContact).not.toHaveBeenCalled();
  });

  it('caps the subject and the message, and counts the message as it is typed', async () => {
    const { user } = setup();
    await form();
    expect(field.body()).toHaveAccessibleDescription(`0 / ${LIMITS.contactBody}文字`);
    await fill(user, { body: 'こんにちは' });
    expect(field.body()).toHaveAccessibleDescription(`5 / ${LIMITS.contactBody}文字`);

    await user.click(field.subject());
    await user.paste('件'.repeat(LIMITS.subject + 1));
    // 5 typed + the limit pasted: over it.
    await user.click(field.body());
    await user.paste('あ'.repeat(LIMITS.contactBody));
    await send(user);

    expectError(field.subject(), `${LIMITS.subject}文字以内で入力してください`);
    expectError(field.body(), `${LIMITS.contactBody}文字以内で入力してください`);
    expect(callSendContact).not.toHaveBeenCalled();
  });

  it('accepts a message of exactly the limit', async () => {
    callSendContact.mockResolvedValue({ ok: true });
    const { user } = setup();
    await form();
    await fill(user, { body: '' });
    await user.click(field.body());
    await user.paste('あ'.repeat(LIMITS.contactBody));
    expect(field.body()).toHaveAccessibleDescription(`${LIMITS.contactBody} / ${LIMITS.contactBody}文字`);
    await send(user);
    await waitFor(() => expect(callSendContact).toHaveBeenCalledTimes(1));
  });
});

describe('お問い合わせ: sending', () => {
  it("sends exactly the form, trimmed, with the club's id", async () => {
    callSendContact.mockResolvedValue({ ok: true });
    const { user } = setup('sakura-tt');
    await form();
    await fill(user, { name: ' 山田 太郎 ', subject: '駐車場について ' });
    await send(user);

    await waitFor(() => expect(callSendContact).toHaveBeenCalledTimes(1));
    expect(callSendContact.mock.calls[0][0]).toStrictEqual({ ...valid, clubId: 'sakura-tt' });
  });

  it('to the operator, sends no clubId at all', async () => {
    callSendContact.mockResolvedValue({ ok: true });
    const { user } = setup();
    await form();
    await fill(user);
    await send(user);

    await waitFor(() => expect(callSendContact).toHaveBeenCalledTimes(1));
    const payload: SendContactRequest = callSendContact.mock.calls[0][0];
    expect(payload).toStrictEqual(valid);
    expect('clubId' in payload).toBe(false);
  });

  it('on success clears the form, shows the snackbar and leaves a note on the page', async () => {
    callSendContact.mockResolvedValue({ ok: true });
    const { user } = setup('sakura-tt');
    await form();
    await fill(user);
    await send(user);

    const snackbar = await screen.findByRole('status');
    expect(snackbar).toHaveTextContent(CONTACT_MESSAGES.contactSent);
    const note = within(screen.getByRole('form')).getByRole('note');
    expect(note).toHaveTextContent(CONTACT_MESSAGES.contactSentNote);
    expectKept({ name: '', email: '', subject: '', body: '' });
    expect(field.body()).toHaveAccessibleDescription(`0 / ${LIMITS.contactBody}文字`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables 送信 while sending, so a double tap cannot send twice', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    callSendContact.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    await form();
    await fill(user);
    await send(user);

    const button = await within(screen.getByRole('form')).findByRole('button', { name: '送信中…' });
    expect(button).toBeDisabled();
    finish({ ok: true });
    await screen.findByRole('status');
    expect(callSendContact).toHaveBeenCalledTimes(1);
  });
});

describe('お問い合わせ: refusals keep what was typed', () => {
  it.each([
    [
      'throttled (resource-exhausted)',
      { code: 'functions/resource-exhausted', message: 'Too many requests' },
      MESSAGES.tooManyRequests,
    ],
    [
      'throttled, the function saying when to try again',
      {
        code: 'functions/resource-exhausted',
        message: `${fillMessage(MESSAGES.tooManyRequestsWait, { wait: '1時間' })} [429]`,
      },
      fillMessage(MESSAGES.tooManyRequestsWait, { wait: '1時間' }),
    ],
    [
      'a field the function refused (its Japanese message)',
      { code: 'functions/invalid-argument', message: 'アドレスの形式が違います' },
      'アドレスの形式が違います',
    ],
    [
      'a club removed meanwhile',
      { code: 'functions/not-found', message: CONTACT_MESSAGES.contactClubNotFound },
      CONTACT_MESSAGES.contactClubNotFound,
    ],
    [
      'no copy reached the club',
      { code: 'functions/unavailable', message: CONTACT_MESSAGES.contactNotDelivered },
      CONTACT_MESSAGES.contactNotDelivered,
    ],
    ['offline', { code: 'functions/unavailable', message: 'unavailable' }, MESSAGES.offline],
    ['a server error', { code: 'functions/internal', message: 'internal' }, MESSAGES.internal],
  ])('%s', async (_, error, message) => {
    callSendContact.mockRejectedValue(Object.assign(new Error(error.message), error));
    const { user } = setup('sakura-tt');
    await form();
    await fill(user);
    await send(user);

    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(message);
    expectKept();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(screen.getByRole('form')).getByRole('button', { name: '送信' })).toBeEnabled();
  });

  it('sends again after a refusal, and the message goes once it is accepted', async () => {
    callSendContact
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'functions/resource-exhausted' }))
      .mockResolvedValueOnce({ ok: true });
    const { user } = setup();
    await form();
    await fill(user);
    await send(user);
    await within(screen.getByRole('form')).findByRole('alert');
    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.contactSent);
    expect(callSendContact).toHaveBeenCalledTimes(2);
    expect(callSendContact.mock.calls[1][0]).toStrictEqual(valid);
    expect(within(screen.getByRole('form')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
