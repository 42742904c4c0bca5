import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import type { Entry } from '@/shared/schemas/entry';
import type { Regist } from '@/shared/schemas/regist';

export const compe: Compe = compeOf({ published: false });

const entry = (
  id: string,
  number: number,
  name: string,
  kana: string,
  affiliation: string,
  category: string,
) => ({
  id,
  number,
  name,
  kana,
  affiliation,
  category,
  memo: '',
});

/** Out of number order on purpose: the table sorts them. */
export const entries: Entry[] = [
  entry('e3', 3, '佐藤 健', 'さとう けん', '桜ヶ丘中学校', '中学男子'),
  entry('e1', 1, '山田 太郎', 'やまだ たろう', 'さくら卓球クラブ', '一般男子'),
  { ...entry('e4', 4, '伊藤 美咲', '', '', '一般女子'), registId: 'r1' },
  entry('e2', 2, '鈴木 花子', 'すずき はなこ', 'さくら卓球クラブ', '一般女子'),
];

const regist = (id: string, number: number, name: string, kana: string): Regist => ({
  id,
  number,
  name,
  kana,
  email: `${id}@example.com`,
  phone: '',
  answers: {},
  status: 'accepted',
  ticketId: `ticket-${id}-0123456789abcdef`,
  createdAt: new Date('2026-04-10T00:00:00Z'),
  checkedInAt: null,
});

/** r1 already has an entry (伊藤 美咲, registId r1). */
export const regists: Regist[] = [
  regist('r3', 3, '高橋 翔', 'たかはし しょう'),
  regist('r1', 1, '伊藤 美咲', 'いとう みさき'),
  regist('r2', 2, '渡辺 陽菜', 'わたなべ ひな'),
];
