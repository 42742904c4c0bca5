import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import { renderRoutes } from '@/testing/render';
import RegistPage from '../pages/regist-page';
import { compe as base } from './fixtures';

// The page's one read: the published competition, by id.
const compes = new Map<string, Compe>();
vi.mock('../api/get-regist-compe', () => ({
  getRegistCompe: (compeId: string) => Promise.resolve(compes.get(compeId) ?? null),
}));

/** The registration page of a coming competition with these seats (each its own id: reads are cached). */
function openPage(id: string, seats: Pick<Compe['regist'], 'capacity' | 'count' | 'waitlist'>) {
  const eventedAt = new Date(Date.now() + 30 * 86_400_000);
  compes.set(id, { ...base, id, eventedAt, regist: { ...base.regist, ...seats } });
  renderRoutes([{ path: paths.regist.path, element: <RegistPage /> }], {
    path: paths.regist.getHref(base.clubId, id),
  });
}

const form = () => screen.findByRole('form', { name: '申し込みフォーム' });

describe('参加申し込み: what the seats allow, said before the form', () => {
  it('full with the waitlist on: says so above the form, which stays open', async () => {
    openPage('full-waitlist', { capacity: 10, count: 10, waitlist: true });
    const notice = await screen.findByText(MESSAGES.registWaitlistOpen);
    const theForm = await form();
    expect(notice.compareDocumentPosition(theForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(theForm).queryByText(MESSAGES.registWaitlistOpen)).not.toBeInTheDocument();
  });

  it('full without the waitlist: says the registration is over, and there is no form', async () => {
    openPage('full-closed', { capacity: 10, count: 10, waitlist: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('定員に達したため、受付を終了しました。');
    expect(screen.queryByRole('form', { name: '申し込みフォーム' })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.registWaitlistOpen)).not.toBeInTheDocument();
  });

  it('seats left (even with the waitlist on): no waitlist notice, the seats left in the summary', async () => {
    openPage('seats-left', { capacity: 10, count: 9, waitlist: true });
    await form();
    expect(screen.getByText(/残り 1 席/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.registWaitlistOpen)).not.toBeInTheDocument();
  });
});
