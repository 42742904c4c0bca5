import { describe, expect, it } from 'vitest';
import {
  compeSettingsFormSchema,
  createCompeFormSchema,
  fromSettingsForm,
  toSettingsForm,
  type CompeSettingsForm,
} from '@/shared/schemas/compe-form';
import { jstDate, jstParts } from '@/shared/date-time-staff';
import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';

const compe: Compe = compeOf({
  id: 'c1',
  clubId: 'sakura',
  title: 'さくら月例卓球大会',
  shortTitle: '月例会',
  eventedAt: new Date('2026-12-13T09:30:00+09:00'),
  venue: '体育館',
  regist: {
    opensAt: new Date('2026-11-20T10:00:00+09:00'),
    capacity: 32,
    waitlist: true,
    fields: [{ id: 'level', label: '経験', type: 'select', required: true, options: ['初心者', '上級'] }],
    count: 7,
  },
  live: { notice: '', meetingUrl: 'https://meet.example/x' },
  createdAt: new Date(),
  updatedAt: new Date(),
});

const messageOf = (form: unknown, path: string) => {
  const result = compeSettingsFormSchema.safeParse(form);
  return result.success ? null : result.error.issues.find((i) => i.path.join('.') === path)?.message;
};

describe('Japan-time dates', () => {
  it('round-trips a date and time typed in Japan time', () => {
    const instant = jstDate('2026-12-13', '09:30');
    expect(instant.toISOString()).toBe('2026-12-13T00:30:00.000Z');
    expect(jstParts(instant)).toEqual(['2026-12-13', '09:30']);
  });
});

describe('create dialog schema', () => {
  it('requires a title and a date', () => {
    const result = createCompeFormSchema.safeParse({ title: ' ', shortTitle: '', date: '' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain('必須項目');
    expect(messages).toContain('日付を入力してください');
  });
});

describe('大会設定 form', () => {
  const valid = toSettingsForm(compe);

  it('loads the stored competition and saves it back unchanged', () => {
    const parsed = compeSettingsFormSchema.parse(valid);
    const saved = fromSettingsForm(parsed);
    expect(saved.eventedAt).toEqual(compe.eventedAt);
    expect(saved.regist.opensAt).toEqual(compe.regist.opensAt);
    expect(saved.regist.closesAt).toBeNull();
    expect(saved.regist.fields).toEqual(compe.regist.fields);
    expect(saved.live).toEqual({
      meetingUrl: 'https://meet.example/x',
      meetingId: undefined,
      passcode: undefined,
      notice: '',
    });
    // Only functions change the seat count: the form never carries it.
    expect(saved.regist).not.toHaveProperty('count');
  });

  it('refuses a deadline before the opening', () => {
    const form: CompeSettingsForm = { ...valid, closesAt: '2026-11-01T10:00' };
    expect(messageOf(form, 'closesAt')).toBe('受付開始より後の日時にしてください');
  });

  it('refuses a negative or fractional capacity and a bad meeting URL', () => {
    expect(messageOf({ ...valid, capacity: -1 }, 'capacity')).toBe('0以上で入力してください');
    expect(messageOf({ ...valid, capacity: '1.5' }, 'capacity')).toBe('整数で入力してください');
    expect(messageOf({ ...valid, meetingUrl: 'meet' }, 'meetingUrl')).toBe('URL の形式が違います');
  });

  it('needs at least one choice for a select field and a label for every field', () => {
    const fields = [
      { ...valid.fields[0], optionsText: '\n  \n' },
      { ...valid.fields[0], id: 'f2', label: '' },
    ];
    expect(messageOf({ ...valid, fields }, 'fields.0.optionsText')).toBe('選択肢を1つ以上入力してください');
    expect(messageOf({ ...valid, fields }, 'fields.1.label')).toBe('必須項目');
  });

  it('drops choices from fields that are not selects', () => {
    const fields = [{ ...valid.fields[0], type: 'text' as const }];
    expect(
      fromSettingsForm(compeSettingsFormSchema.parse({ ...valid, fields })).regist.fields[0].options,
    ).toEqual([]);
  });
});
