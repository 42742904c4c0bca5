import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import type { Entry } from '@/shared/schemas/entry';
import type { Unit } from '@/shared/schemas/unit';
import { unit } from '@/testing/run-sheet-fixtures';

/** A time on the competition day, 2026-05-10, in Japan time. */
export const jst = (hhmm: string) => new Date(`2026-05-10T${hhmm}:00+09:00`);

export const compe: Compe = compeOf({ eventedAt: jst('09:00') });

export const entries: Entry[] = [
  { id: 'e1', number: 1, name: '山田 太郎', kana: 'やまだ たろう', affiliation: '', category: '', memo: '' },
  {
    id: 'e2',
    number: 2,
    name: '鈴木 花子',
    kana: 'すずき はなこ',
    affiliation: 'さくら卓球クラブ',
    category: '',
    memo: '',
    registId: 'r2',
  },
  { id: 'e3', number: 3, name: '佐藤 健', kana: 'さとう けん', affiliation: '', category: '', memo: '' },
];

/** A waiting 種目 of 10 minutes titled by its id; `patch` sets the rest. */
export const unitOf = (id: string, order: number, patch: Partial<Unit> = {}): Unit =>
  unit(id, 10, { order, title: id, ...patch });

/**
 * The day at 09:20, started at 09:00 (planned):
 *   開会式 10分 planned 09:00, ran 09:00–09:15;
 *   男子シングルス 予選 30分 planned 09:10, running since 09:15 (5 minutes late);
 *   休憩 10分 planned 09:40, expected 09:45; 決勝 20分 planned 09:50, expected 09:55.
 */
export const NOW = jst('09:20');
export const units: Unit[] = [
  unitOf('u1', 0, {
    title: '開会式',
    kind: 'other',
    status: 'done',
    startedAt: jst('09:00'),
    endedAt: jst('09:15'),
  }),
  unitOf('u2', 1, {
    title: '男子シングルス 予選',
    minutes: 30,
    entryIds: ['e1', 'e2'],
    status: 'running',
    startedAt: jst('09:15'),
    note: 'コート1〜4',
  }),
  unitOf('u3', 2, { title: '休憩', kind: 'break' }),
  unitOf('u4', 3, { title: '決勝', kind: 'final', minutes: 20, entryIds: ['e3'] }),
];
