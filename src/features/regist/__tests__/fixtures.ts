import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';

/** A competition open for 参加申し込み with a custom field of every type. */
export const compe: Compe = compeOf({
  id: 'sakura-open-5',
  title: '第5回 さくらオープン卓球大会',
  shortTitle: 'さくら杯',
  eventedAt: new Date('2026-11-22T00:30:00Z'),
  regist: {
    fields: [
      { id: 'club', label: '所属クラブ', type: 'text', required: true, options: [] },
      { id: 'note', label: '備考', type: 'textarea', required: false, options: [] },
      { id: 'level', label: 'レベル', type: 'select', required: true, options: ['初級', '中級', '上級'] },
      { id: 'agree', label: '参加規約に同意', type: 'checkbox', required: true, options: [] },
      { id: 'photo', label: '写真掲載に同意', type: 'checkbox', required: false, options: [] },
      { id: 'age', label: '年齢', type: 'number', required: true, options: [] },
    ],
  },
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: new Date('2026-09-01T00:00:00Z'),
});
