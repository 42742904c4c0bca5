import { describe, expect, it } from 'vitest';
import {
  compeSettingsFormSchema,
  createCompeFormSchema,
  fromSettingsForm,
  newDivisionId,
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

describe('大会設定 form: 部門 and 会場の台', () => {
  const valid = toSettingsForm(compe);
  const division = (id: string, name: string) => ({
    id,
    name,
    kind: 'single' as const,
    capacity: 0,
    waitlist: false,
    conditions: '',
  });

  it('stores no 部門, limit or hall for a competition that has none', () => {
    const saved = fromSettingsForm(compeSettingsFormSchema.parse(valid));
    expect(saved.divisions).toEqual([]);
    expect(saved.divisionLimit).toBeUndefined();
    expect(saved.hall).toBeUndefined();
  });

  it('round-trips stored 部門 and a hall', () => {
    const stored = compeOf({
      divisions: [
        { id: 'd1', name: '一般', kind: 'single', capacity: 32, waitlist: true, conditions: '' },
        { id: 'd3', name: 'ダブルス', kind: 'pair', capacity: 0, waitlist: false, conditions: '初段以上' },
      ],
      divisionLimit: 2,
      hall: { tables: 3, label: '盤', names: ['', '特別'], restMinutes: 5, callOrder: 'behind' },
    });
    const saved = fromSettingsForm(compeSettingsFormSchema.parse(toSettingsForm(stored)));
    expect(saved.divisions).toEqual(stored.divisions);
    expect(saved.divisionLimit).toBe(2);
    expect(saved.hall).toEqual(stored.hall);
  });

  it('keeps the names of the tables there are, without empty ones at the end', () => {
    const form = { ...valid, hallTables: 2, hallNames: ['A1', '', 'C', 'D'] };
    expect(fromSettingsForm(compeSettingsFormSchema.parse(form)).hall?.names).toEqual(['A1']);
  });

  it('asks the 部門 limit within the number of 部門, and stores none for a single 部門', () => {
    const two = [division('d1', '一般'), division('d2', '女子')];
    expect(messageOf({ ...valid, divisions: two, divisionLimit: 3 }, 'divisionLimit')).toBe(
      '部門の数（2）以下にしてください',
    );
    expect(messageOf({ ...valid, divisions: two, divisionLimit: 0 }, 'divisionLimit')).toBe(
      '1以上で入力してください',
    );
    const one = compeSettingsFormSchema.parse({ ...valid, divisions: [two[0]], divisionLimit: 1 });
    expect(fromSettingsForm(one).divisionLimit).toBeUndefined();
  });

  it('says in Japanese what is wrong with a 部門 or the hall', () => {
    const divisions = [{ ...division('d1', ' '), capacity: -1, conditions: 'あ'.repeat(201) }];
    expect(messageOf({ ...valid, divisions }, 'divisions.0.name')).toBe('必須項目');
    expect(messageOf({ ...valid, divisions }, 'divisions.0.capacity')).toBe('0以上で入力してください');
    expect(messageOf({ ...valid, divisions }, 'divisions.0.conditions')).toBe(
      '200文字以内で入力してください',
    );
    expect(messageOf({ ...valid, hallTables: 65 }, 'hallTables')).toBe('64以下で入力してください');
    expect(messageOf({ ...valid, hallLabel: '' }, 'hallLabel')).toBe('必須項目');
    expect(messageOf({ ...valid, hallNames: ['123456789'] }, 'hallNames.0')).toBe(
      '8文字以内で入力してください',
    );
    expect(messageOf({ ...valid, restMinutes: 121 }, 'restMinutes')).toBe('120以下で入力してください');
  });

  it('makes a new 部門 id one past the highest listed or handed out', () => {
    expect(newDivisionId([])).toEqual({ id: 'd1', number: 1 });
    expect(newDivisionId(['d1', 'd4', 'x'])).toEqual({ id: 'd5', number: 5 });
    // d3 was handed out and removed: not again.
    expect(newDivisionId(['d1', 'd2'], 3)).toEqual({ id: 'd4', number: 4 });
  });
});
