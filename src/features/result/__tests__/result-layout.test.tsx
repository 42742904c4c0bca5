import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { clearLoaderCache } from '@/lib/use-loader';
import { renderRoutes } from '@/testing/render';
import ResultPage from '../pages/result-page';

/** The competition's and its awards' REST reads. */
vi.mock('@/lib/firebase/rest', () => {
  const compe: Record<string, unknown> = {
    clubId: 'sakura',
    title: '冬季大会',
    eventedAt: new Date('2026-11-22T00:30:00Z'),
    venue: '市民体育館',
    podium: [{ place: 1, name: '山田 太郎' }],
  };
  return {
    getDocument: async () => ({ id: 'winter-cup', data: () => compe, get: (f: string) => compe[f] }),
    runQuery: async () => [],
  };
});
// The stages, loaded after the rest has painted (result-page.test.tsx covers what they show).
vi.mock('../components/result-play', () => ({
  default: () => <section aria-label="予選リーグ">…</section>,
}));

beforeEach(() => clearLoaderCache());

// What loads after the page has painted goes below what painted with it (docs/performance.md §1
// "Layout shifts"): under the stages, the links would be pushed down the screen as they arrive.
describe('結果: what comes later goes below', () => {
  it('the 関連ページ links sit above the stages', async () => {
    renderRoutes([{ path: paths.result.path, element: <ResultPage /> }], {
      path: paths.result.getHref('sakura', 'winter-cup'),
    });
    const stages = await screen.findByRole('region', { name: '予選リーグ' }, { timeout: 5000 });
    const links = screen.getByRole('navigation', { name: '関連ページ' });
    expect(links.compareDocumentPosition(stages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
