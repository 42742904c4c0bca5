import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import { syncPodium } from '../sync-podium';

// The Firestore boundary: the one write to compes/{compeId}.
const setPodium = vi.fn<(clubId: string, compeId: string, podium: unknown) => Promise<void>>();
vi.mock('@/lib/db/compes/set-podium', async (original) => ({
  ...(await original<typeof import('@/lib/db/compes/set-podium')>()),
  setPodium: (clubId: string, compeId: string, podium: unknown) => setPodium(clubId, compeId, podium),
}));

const compe = { id: 'sakura-monthly', clubId: 'sakura' };
const league = leagueStage();
const final = (results = {}) => bracketStage({ from: { stageId: 'league', qualifiers: 2 }, results });
const decided = {
  'W1-1': result('a', [0, 3]),
  'W1-2': result('b', [1, 2]),
  'W2-1': result('b', [0, 2]),
};
const podium = [
  { place: 1, name: '鈴木 一郎' },
  { place: 2, name: '山田 太郎' },
  { place: 3, name: '高橋 次郎' },
  { place: 3, name: '佐藤 花子' },
];

beforeEach(() => setPodium.mockReset().mockResolvedValue());

describe('the podium 対戦 keeps on the competition for the club page', () => {
  it('writes nothing while the deciding stage is under way', async () => {
    expect(await syncPodium(compe, [league, final({ 'W1-1': decided['W1-1'] })])).toBe(false);
    expect(setPodium).not.toHaveBeenCalled();
  });

  it("writes the deciding stage's placements by name once its last match is in", async () => {
    expect(await syncPodium(compe, [league, final(decided)])).toBe(true);
    expect(setPodium).toHaveBeenCalledWith('sakura', 'sakura-monthly', podium);
  });

  it('writes nothing again when the podium stored is already this one', async () => {
    expect(await syncPodium({ ...compe, podium }, [league, final(decided)])).toBe(false);
    expect(setPodium).not.toHaveBeenCalled();
  });

  it("removes it when the final's result is taken back", async () => {
    const semis = { 'W1-1': decided['W1-1'], 'W1-2': decided['W1-2'] };
    expect(await syncPodium({ ...compe, podium }, [league, final(semis)])).toBe(true);
    expect(setPodium).toHaveBeenCalledWith('sakura', 'sakura-monthly', []);
  });
});
