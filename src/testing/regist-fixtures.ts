import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from './compes';
import type { Regist } from '@/shared/schemas/regist';

export const compe: Compe = compeOf({
  id: 'c1',
  title: '第5回 さくらオープン卓球大会',
  shortTitle: 'さくら杯',
  eventedAt: new Date('2026-11-22T00:30:00Z'),
  regist: {
    capacity: 3,
    waitlist: true,
    approval: 'manual',
    fields: [
      { id: 'club', label: '所属', type: 'text', required: false, options: [] },
      { id: 'level', label: 'レベル', type: 'select', required: true, options: ['初級', '中級', '上級'] },
      { id: 'photo', label: '写真掲載に同意', type: 'checkbox', required: false, options: [] },
    ],
    // Pending and accepted applications hold a seat: 山田, 佐藤, 鈴木.
    count: 3,
  },
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: new Date('2026-09-01T00:00:00Z'),
});

export const ticketOf = (n: number) => `TicketId0000000000000${n}`;

function regist(n: number, values: Partial<Regist>): Regist {
  return {
    id: `r${n}`,
    number: n,
    name: '',
    kana: '',
    email: '',
    phone: '',
    answers: {},
    status: 'accepted',
    ticketId: ticketOf(n),
    createdAt: new Date(`2026-10-0${n}T00:30:00Z`),
    checkedInAt: null,
    ...values,
  };
}

export const regists: Regist[] = [
  regist(1, {
    name: '山田 太郎',
    kana: 'やまだ たろう',
    email: 'taro@example.com',
    phone: '090-1111-2222',
    answers: { photo: true, level: '初級', club: 'さくら卓球部' },
    // 10:05 in Japan.
    checkedInAt: new Date('2026-11-22T01:05:00Z'),
  }),
  regist(2, {
    name: '佐藤 花子',
    kana: 'さとう はなこ',
    email: 'hanako@example.com',
    answers: { club: '港区, 東京', level: '中級', photo: false },
  }),
  regist(3, { name: '鈴木 次郎', kana: 'すずき じろう', email: 'jiro@example.com', status: 'pending' }),
  regist(4, {
    name: '高橋 三郎',
    kana: 'たかはし さぶろう',
    email: 'saburo@example.com',
    phone: '03-1234-5678',
    status: 'waitlisted',
  }),
  regist(5, { name: '田中 四郎', kana: 'たなか しろう', email: 'shiro@example.com', status: 'cancelled' }),
];

export const byName = (name: string) => regists.find((r) => r.name === name)!;
