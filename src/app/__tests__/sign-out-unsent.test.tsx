import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import { forgetPendingWrites, trackWrite } from '@/lib/sync/pending-writes';
import { LABELS, MESSAGES } from '@/shared/messages';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { TopBar } from '../shell/top-bar';

afterEach(() => forgetPendingWrites());

async function askToSignOut() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <TopBar /> }], {
    session: signedIn({ email: 'staff@sakura-tt.example', claims: {} }),
  });
  await user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
  await user.click(await screen.findByRole('menuitem', { name: LABELS.logout }));
  return screen.findByRole('dialog', { name: MESSAGES.signOutConfirm });
}

// Sign-out deletes the device's Firestore data, queue included (docs/venue-mode.md).
describe('sign-out with writes not sent yet', () => {
  it('says how many would be lost and names the choice', async () => {
    void trackWrite(STAFF_SYNC.writeRunSheet, new Promise(() => {}));
    void trackWrite(STAFF_SYNC.writeCheckIn, new Promise(() => {}));
    const dialog = await askToSignOut();
    expect(dialog).toHaveTextContent(STAFF_SYNC.signOutUnsent.replace('{n}', '2'));
    expect(within(dialog).getByRole('button', { name: STAFF_SYNC.signOutDropUnsent })).toBeInTheDocument();
  });

  it('asks the usual question when everything was sent', async () => {
    const dialog = await askToSignOut();
    expect(dialog).not.toHaveTextContent('まだ送信されていない変更');
    expect(within(dialog).getByRole('button', { name: LABELS.logout })).toBeInTheDocument();
  });
});
