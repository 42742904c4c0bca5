import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';

const reloadPage = vi.fn();
vi.mock('../reload', () => ({ reloadPage: () => reloadPage() }));

/** register.ts and the boundary afresh: whether a new version took over is the page's own state. */
async function freshPage() {
  vi.resetModules();
  const register = await import('../register');
  const { RouteErrorBoundary } = await import('../../route-error');
  return { ...register, RouteErrorBoundary };
}

beforeEach(() => reloadPage.mockReset());

const chunkErrors = [
  'Failed to fetch dynamically imported module: https://compe.example/assets/staff-run-sheet-page-Ab12Cd34.js',
  'error loading dynamically imported module: https://compe.example/assets/live-page-Ab12Cd34.js',
  'Importing a module script failed.',
  'Unable to preload CSS for /assets/index-Ab12Cd34.css',
];

describe('a chunk that fails to load', () => {
  it('after a new version took over: the page loads again, into the new version', async () => {
    const { markOutdated, reloadIntoNewVersion } = await freshPage();
    markOutdated();
    for (const message of chunkErrors)
      expect(reloadIntoNewVersion(new TypeError(message)), message).toBe(true);
    // Not every error: a page that throws while rendering keeps its error page.
    expect(reloadIntoNewVersion(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(reloadIntoNewVersion('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('with no new version: the error page stays (a lost connection, not an old version)', async () => {
    const { reloadIntoNewVersion } = await freshPage();
    for (const message of chunkErrors)
      expect(reloadIntoNewVersion(new TypeError(message)), message).toBe(false);
  });

  it('the route error boundary reloads only then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new TypeError(chunkErrors[0]);
    }
    const before = await freshPage();
    const first = render(
      <MemoryRouter>
        <before.RouteErrorBoundary>
          <Broken />
        </before.RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
    expect(reloadPage).not.toHaveBeenCalled();
    first.unmount();

    const after = await freshPage();
    after.markOutdated();
    render(
      <MemoryRouter>
        <after.RouteErrorBoundary>
          <Broken />
        </after.RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(reloadPage).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });
});

describe('the next navigation after a new version took over', () => {
  async function app() {
    const { markOutdated, useNewVersionOnNavigation } = await freshPage();
    function Layout({ children }: { children: React.ReactNode }) {
      useNewVersionOnNavigation();
      return <>{children}</>;
    }
    render(
      <MemoryRouter initialEntries={['/sakura/live/winter']}>
        <Layout>
          <Routes>
            <Route path="/sakura/live/winter" element={<Link to="/sakura">クラブのページへ</Link>} />
            <Route path="/sakura" element={<p>さくら卓球クラブ</p>} />
          </Routes>
        </Layout>
      </MemoryRouter>,
    );
    return { markOutdated };
  }

  it('loads the page anew, so a page left open all day runs the new version from its next page on', async () => {
    const { markOutdated } = await app();
    expect(reloadPage).not.toHaveBeenCalled();
    markOutdated();
    await userEvent.click(screen.getByRole('link', { name: 'クラブのページへ' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('without a new version, navigating is only navigating', async () => {
    await app();
    await userEvent.click(screen.getByRole('link', { name: 'クラブのページへ' }));
    expect(screen.getByText('さくら卓球クラブ')).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
