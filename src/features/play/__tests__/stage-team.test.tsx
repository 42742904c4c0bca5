import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Compe, Hall } from '@/shared/schemas/compe';
import { presetTeamSettings } from '@/shared/team-settings';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { compe as baseCompe } from '@/lib/db/units/__tests__/fixtures';
import { resetRecorder } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

// A stage of a 団体 部門 (docs/play.md "Team ties"): created with the 部門's tie template and its
// preset's scoring, its entrants the teams with their rosters. The Firebase boundary as in
// stage-edit.test.tsx.
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
let stagesState: Live<Stage[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => ({ status: 'loading' }) }));
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({
  useWithdrawnRegists: () => ({ status: 'ready', data: [] }),
}));
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => new Set() }));
type Ref = { id: string; path: string };
const updateDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const setDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const txUpdate = vi.fn<(ref: Ref, data: Record<string, unknown>) => void>();
vi.mock('firebase/firestore', async () => ({
  ...(await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
  updateDoc: (ref: Ref, data: Record<string, unknown>) => updateDoc(ref, data),
  setDoc: (ref: Ref, data: Record<string, unknown>) => setDoc(ref, data),
  deleteDoc: vi.fn(),
  runTransaction: async (
    _db: unknown,
    run: (tx: {
      get: (ref: Ref) => Promise<unknown>;
      update: (ref: Ref, data: Record<string, unknown>) => void;
    }) => Promise<void>,
  ) =>
    run({
      get: async (ref) => {
        const stored = stagesState.status === 'ready' ? stagesState.data : [];
        return { data: () => stored.find((s) => ref.path.endsWith(`/stages/${s.id}`)) };
      },
      update: (ref, data) => txUpdate(ref, data),
    }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });

const HALL: Hall = { tables: 12, label: 'コート', names: [], restMinutes: 0, callOrder: 'behind' };
/** 団体戦 as staff left it: 将棋 3面 played out, 欠員 anywhere (the template edited after the preset). */
const BOARD = presetTeamSettings('board3');
const BOARD_TIE = { ...BOARD.tie, stopWhenDecided: true, vacancy: 'any' as const };
const DIVISIONS: NonNullable<Compe['divisions']> = [
  { id: 'd1', name: '男子シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  {
    id: 'd3',
    name: '団体戦（4単1複）',
    kind: 'team',
    capacity: 0,
    waitlist: false,
    conditions: '',
    team: presetTeamSettings('tt4s1d'),
  },
  {
    id: 'd4',
    name: '将棋団体',
    kind: 'team',
    capacity: 0,
    waitlist: false,
    conditions: '',
    team: { ...BOARD, tie: BOARD_TIE },
  },
];
const entry = (n: number, name: string, patch: Partial<Entry> = {}): Entry => ({
  id: `e${n}`,
  number: n,
  name,
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  ...patch,
});
const ENTRIES = [
  entry(1, '山田 太郎', { divisionId: 'd1', registId: 'r1' }),
  entry(2, 'さくらA', {
    divisionId: 'd3',
    registId: 'r1',
    members: [
      { id: 'm1', name: '山田 太郎', kana: 'やまだ たろう', lead: true, registId: 'r1' },
      { id: 'm3', name: '佐藤 健', kana: 'さとう けん' },
    ],
  }),
  entry(3, 'みなとクラブ', { divisionId: 'd3', members: [{ id: 'm1', name: '鈴木 一郎' }] }),
  entry(4, '将棋部', { divisionId: 'd4', members: [{ id: 'm1', name: '高橋 翔', lead: true }] }),
];

function setup(compe: Partial<Compe> = {}) {
  compeState = { status: 'ready', data: { ...baseCompe, divisions: DIVISIONS, hall: HALL, ...compe } };
  stagesState = { status: 'ready', data: [] };
  renderRoutes([{ path: '/:clubId/form/:compeId/match', element: <PlayPage /> }], {
    path: `/sakura-tt/form/${baseCompe.id}/match`,
    session: staff,
  });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;
const openAdd = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
  return screen.findByRole('dialog', { name: 'ステージを追加' });
};
const pick = async (user: User, dialog: HTMLElement, field: string | RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const written = () => setDoc.mock.calls[0]?.[1] ?? {};

beforeEach(() => {
  entriesState = { status: 'ready', data: ENTRIES };
  resetRecorder();
  updateDoc.mockReset().mockResolvedValue();
  setDoc.mockReset().mockResolvedValue();
  txUpdate.mockReset();
});

describe('対戦: a stage of a 団体 部門', () => {
  it('plays ties by the 部門’s template, scored as its preset says, between the teams with their rosters', async () => {
    const user = setup();
    const dialog = await openAdd(user);
    await pick(user, dialog, /^部門/, '団体戦（4単1複）');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({
      divisionId: 'd3',
      tie: presetTeamSettings('tt4s1d').tie,
      scoring: 'games',
      bestOf: 5,
      tiebreaks: ['wins', 'gameDiff', 'pointDiff'],
      entrants: [
        {
          id: 'e2',
          name: 'さくらA',
          affiliation: '',
          persons: ['r1'],
          members: [
            { id: 'm1', name: '山田 太郎', lead: true, registId: 'r1' },
            { id: 'm3', name: '佐藤 健' },
          ],
        },
        { id: 'e3', name: 'みなとクラブ', affiliation: '', members: [{ id: 'm1', name: '鈴木 一郎' }] },
      ],
    });
  });

  it('takes the template as staff edited it for the 部門, and its preset’s scoring', async () => {
    const user = setup();
    const dialog = await openAdd(user);
    await pick(user, dialog, /^部門/, '将棋団体');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({
      divisionId: 'd4',
      tie: BOARD_TIE,
      scoring: 'outcome',
      bestOf: 1,
      tiebreaks: ['wins', 'gameDiff'],
    });
  });

  it('gives a stage of another 部門 no tie', async () => {
    const user = setup();
    const dialog = await openAdd(user);
    await pick(user, dialog, /^部門/, '男子シングルス');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({ divisionId: 'd1', entrants: [{ id: 'e1', persons: ['r1'] }] });
    expect(written()).not.toHaveProperty('tie');
  });
});
