import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { CompeCard } from '@/shared/schemas/compe';
import { renderRoutes } from '@/testing/render';
import ClubPage from '../pages/club-page';

const NOW = new Date('2026-11-27T03:00:00Z');
const card = (id: string, day: string, patch: Partial<CompeCard> = {}): CompeCard => ({
  id,
  clubId: 'sakura',
  title: `${id}大会`,
  eventedAt: new Date(`${day}T00:30:00Z`),
  venue: '市民体育館',
  regist: { opensAt: null, closesAt: null },
  ...patch,
});
const COMPES = [
  card('冬季', '2026-12-20'),
  card('秋季', '2026-10-18', {
    podium: [
      { place: 1, name: '山田 太郎' },
      { place: 2, name: '佐藤 花子' },
      { place: 3, name: '高橋 次郎' },
      { place: 3, name: '鈴木 一郎' },
    ],
  }),
  card('夏季', '2026-08-02', { cancelledAt: new Date('2026-07-30T00:00:00Z') }),
];

vi.mock('@/lib/db/clubs/use-club', () => ({
  useClub: () => ({ status: 'ready', data: { clubName: 'さくら卓球クラブ', desc: '' } }),
  useClubCompes: () => ({ status: 'ready', data: COMPES }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the club page: the record', () => {
  it('lists a past competition with its winners and a link to its 結果, and no 結果 for one called off or to come', () => {
    renderRoutes([{ path: paths.club.path, element: <ClubPage /> }], { path: paths.club.getHref('sakura') });
    const past = screen.getByRole('region', { name: '過去の大会' });
    const autumn = within(past).getByRole('article', { name: '秋季大会' });
    expect(
      within(autumn)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['優勝', '準優勝', '3位']);
    expect(within(autumn).getByText('高橋 次郎、鈴木 一郎')).toBeInTheDocument();
    expect(within(autumn).getByRole('link', { name: '秋季大会の結果' })).toHaveAttribute(
      'href',
      paths.result.getHref('sakura', '秋季'),
    );
    const summer = within(past).getByRole('article', { name: '夏季大会' });
    expect(within(summer).queryByRole('link', { name: /結果/ })).toBeNull();
    const upcoming = screen.getByRole('region', { name: '開催予定の大会' });
    expect(within(upcoming).queryByRole('link', { name: /結果/ })).toBeNull();
  });
});
