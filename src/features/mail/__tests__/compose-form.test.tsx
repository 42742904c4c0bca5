import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import type { Link } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Regist } from '@/shared/schemas/regist';
import { renderRoutes, signedIn } from '@/testing/render';
import { regists } from '@/testing/regist-fixtures';
import { ComposeForm } from '../components/compose-form';

// The Firebase boundary of the compose form: its two listeners and the callable.
let source: { regists: Live<Regist[]>; entries: Live<Entry[]> };
vi.mock('../api/mail-queries', () => ({ useAudienceSource: () => source }));
const callSendMail = vi.fn();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callSendMail: (...args: unknown[]) => callSendMail(...args),
}));

const compes: Link[] = [
  {
    compeId: 'c1',
    title: '第5回 さくらオープン卓球大会',
    shortTitle: 'さくら杯',
    eventedAt: new Date('2026-11-22T00:30:00Z'),
    published: true,
  },
];
const entries: Entry[] = [
  {
    id: 'e1',
    number: 1,
    name: '山田 太郎',
    kana: '',
    affiliation: '',
    category: '',
    memo: '',
    registId: 'r1',
  },
];

function open() {
  const { router } = renderRoutes(
    [
      {
        path: '/sakura-tt/form/mail',
        element: <ComposeForm clubId="sakura-tt" clubName="さくら卓球クラブ" compes={compes} />,
      },
      { path: '/sakura-tt/form/:mailId/card', element: <p>result page</p> },
    ],
    { path: '/sakura-tt/form/mail', session: signedIn({ claims: { 'sakura-tt': 'staff' } }) },
  );
  return { user: userEvent.setup(), router };
}

const count = () => screen.getByText(/^宛先 \d+人$/);
const active = regists.filter((r) => r.status !== 'cancelled' && r.status !== 'rejected');

beforeEach(() => {
  callSendMail.mockReset();
  source = { regists: { status: 'ready', data: regists }, entries: { status: 'ready', data: entries } };
});

describe('メール送信: compose', () => {
  it('counts the recipients of each audience before sending', async () => {
    const { user } = open();
    expect(count()).toHaveTextContent(`宛先 ${active.length}人`);

    await user.click(screen.getByRole('combobox', { name: '宛先' }));
    await user.click(screen.getByRole('option', { name: 'エントリー済みの人' }));
    expect(count()).toHaveTextContent('宛先 1人');

    await user.click(screen.getByRole('combobox', { name: '宛先' }));
    await user.click(screen.getByRole('option', { name: '申込状態で選ぶ' }));
    const accepted = regists.filter((r) => r.status === 'accepted').length;
    expect(count()).toHaveTextContent(`宛先 ${accepted}人`);
  });

  it('previews the message for a real recipient, placeholders filled, and steps through them', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText(/件名/), 'お知らせ');
    await user.click(screen.getByLabelText(/本文/));
    await user.click(screen.getByRole('button', { name: /氏名 \{name\}/ }));
    await user.type(screen.getByLabelText(/本文/), ' 様 {{ticketUrl}');
    const preview = screen.getByRole('region', { name: 'プレビュー' });
    expect(preview).toHaveTextContent(`宛先：${active[0].name} <${active[0].email}>`);
    expect(preview).toHaveTextContent(
      `${active[0].name} 様 ${window.location.origin}/ticket/${active[0].ticketId}`,
    );
    expect(preview).toHaveTextContent('さくら卓球クラブ');
    await user.click(within(preview).getByRole('button', { name: '次の人' }));
    expect(preview).toHaveTextContent(`${active[1].name} 様`);
  });

  it('refuses an unknown placeholder and an empty subject before anything is sent', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText(/本文/), '{{nmae} 様');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('使えない差し込み項目があります：{nmae}')).toBeInTheDocument();
    expect(screen.getByText('必須項目')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callSendMail).not.toHaveBeenCalled();
  });

  it('cannot send to nobody, and says why', async () => {
    source = { regists: { status: 'ready', data: [] }, entries: { status: 'ready', data: [] } };
    open();
    expect(count()).toHaveTextContent('宛先 0人');
    expect(screen.getByText('この条件に合う人はいません。宛先の条件を変えてください')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信する' })).toBeDisabled();
  });

  it('confirms, sends the exact payload, keeps everything on a failure and retries with the same requestId', async () => {
    const { user, router } = open();
    await user.type(screen.getByLabelText(/件名/), '集合時間');
    await user.type(screen.getByLabelText(/本文/), '{{name} 様');
    callSendMail.mockRejectedValueOnce(
      Object.assign(new Error('internal'), { code: 'functions/unavailable' }),
    );
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const dialog = screen.getByRole('dialog', { name: `${active.length}人にメールを送信しますか？` });
    expect(dialog).toHaveTextContent('件名：集合時間');
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));

    expect(
      await screen.findByText('サーバーに接続できません。ネットワークを確認してください'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/件名/)).toHaveValue('集合時間');
    const first = callSendMail.mock.calls[0][0];
    expect(first).toStrictEqual({
      compeId: 'c1',
      audience: { kind: 'all' },
      subject: '集合時間',
      body: '{name} 様',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      clubId: 'sakura-tt',
      origin: window.location.origin,
    });

    callSendMail.mockResolvedValueOnce({
      mailId: first.requestId,
      counts: { total: 3, sent: 3, failed: 0 },
      duplicate: false,
    });
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '送信する' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/sakura-tt/form/${first.requestId}/card`),
    );
    // The retry is the same message: sendMail recognises it and never sends twice.
    expect(callSendMail.mock.calls[1][0].requestId).toBe(first.requestId);
    expect(await screen.findByText('3人に送信しました')).toBeInTheDocument();
  });
});
