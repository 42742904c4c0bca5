import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider, useNotify } from '../snackbar';

// Offline before the service worker holds the app's code: the snackbar's chunk does not load.
vi.mock('../notice-snackbar', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Page() {
  const notify = useNotify();
  return (
    <main>
      <h1>参加申込リスト</h1>
      <button type="button" onClick={() => notify('受付しました')}>
        受付
      </button>
    </main>
  );
}

describe('the snackbar when its code cannot load', () => {
  it('shows the notice plainly and leaves the page as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SnackbarProvider>
        <Page />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: '受付' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent('受付しました');
    expect(screen.getByRole('heading', { name: '参加申込リスト' })).toBeInTheDocument();
  });
});
