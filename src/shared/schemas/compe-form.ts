import * as z from 'zod/mini';
import { jstDate, jstParts } from '@/shared/date-time-staff';
import { LIMITS } from '@/shared/schemas/limits';
import { optionalText, requiredText } from '@/shared/schemas/common';
import { APPROVALS, customFieldSchema, type Compe } from '@/shared/schemas/compe';

/** Dates are typed as Japan-time strings in the forms and turned into instants here. */
export const dateText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日付を入力してください'));
export const timeText = z.string().check(z.regex(/^\d{2}:\d{2}$/, '時刻を入力してください'));

/** The 大会リスト create dialog (docs/product.md: title, shortTitle, eventedAt). */
export const createCompeFormSchema = z.object({
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  date: dateText,
});
export type CreateCompeForm = z.infer<typeof createCompeFormSchema>;

const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'URL の形式が違います' }).check(z.maxLength(LIMITS.url)),
]);
const dateTimeText = z.union([
  z.literal(''),
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, '日時を入力してください')),
]);

export const fieldFormSchema = z.extend(customFieldSchema, {
  /** Choices typed one per line in the editor. */
  optionsText: z.string().check(z.maxLength(LIMITS.option * LIMITS.fieldOptions)),
});

/** 大会設定 (docs/product.md "Staff pages"). Dates are Japan-time strings here; `toCompeUpdate` turns them into the stored shape. */
export const compeSettingsFormSchema = z
  .object({
    title: requiredText(LIMITS.title),
    shortTitle: optionalText(LIMITS.shortTitle),
    date: dateText,
    time: timeText,
    venue: optionalText(LIMITS.venue),
    desc: optionalText(LIMITS.desc),
    published: z.boolean(),
    opensAt: dateTimeText,
    closesAt: dateTimeText,
    capacity: z.coerce
      .number<string | number>()
      .check(
        z.int('整数で入力してください'),
        z.minimum(0, '0以上で入力してください'),
        z.maximum(LIMITS.capacity, `${LIMITS.capacity}以下で入力してください`),
      ),
    waitlist: z.boolean(),
    approval: z.enum(APPROVALS),
    fields: z
      .array(fieldFormSchema)
      .check(z.maxLength(LIMITS.customFields, `項目は${LIMITS.customFields}個までです`)),
    meetingUrl: optionalUrl,
    meetingId: optionalText(LIMITS.meetingId),
    passcode: optionalText(LIMITS.passcode),
    notice: optionalText(LIMITS.notice),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.opensAt && form.closesAt && form.closesAt <= form.opensAt) {
        ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '受付開始より後の日時にしてください' });
      }
      form.fields.forEach((field, i) => {
        const options = splitOptions(field.optionsText);
        if (field.type === 'select' && options.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'optionsText'],
            message: '選択肢を1つ以上入力してください',
          });
        }
        if (options.length > LIMITS.fieldOptions || options.some((o) => o.length > LIMITS.option)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'optionsText'],
            message: `選択肢は${LIMITS.fieldOptions}個まで、各${LIMITS.option}文字以内です`,
          });
        }
      });
    }),
  );
export type CompeSettingsForm = z.input<typeof compeSettingsFormSchema>;
export type CompeSettingsValues = z.output<typeof compeSettingsFormSchema>;

export const splitOptions = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

const toDateTimeText = (value: Date | null) => (value ? jstParts(value).join('T') : '');
const fromDateTimeText = (value: string) =>
  value ? jstDate(...(value.split('T') as [string, string])) : null;

export function toSettingsForm(compe: Compe): CompeSettingsForm {
  const [date, time] = jstParts(compe.eventedAt);
  return {
    title: compe.title,
    shortTitle: compe.shortTitle,
    date,
    time,
    venue: compe.venue,
    desc: compe.desc,
    published: compe.published,
    opensAt: toDateTimeText(compe.regist.opensAt),
    closesAt: toDateTimeText(compe.regist.closesAt),
    capacity: compe.regist.capacity,
    waitlist: compe.regist.waitlist,
    approval: compe.regist.approval,
    fields: compe.regist.fields.map((f) => ({ ...f, optionsText: f.options.join('\n') })),
    meetingUrl: compe.live.meetingUrl ?? '',
    meetingId: compe.live.meetingId ?? '',
    passcode: compe.live.passcode ?? '',
    notice: compe.live.notice,
  };
}

/** The stored values of a valid form (regist.count is not among them: only functions change it). */
export function fromSettingsForm(form: CompeSettingsValues) {
  return {
    title: form.title,
    shortTitle: form.shortTitle,
    eventedAt: jstDate(form.date, form.time),
    venue: form.venue,
    desc: form.desc,
    published: form.published,
    regist: {
      opensAt: fromDateTimeText(form.opensAt),
      closesAt: fromDateTimeText(form.closesAt),
      capacity: form.capacity,
      waitlist: form.waitlist,
      approval: form.approval,
      fields: form.fields.map(({ optionsText, ...field }) => ({
        ...field,
        options: field.type === 'select' ? splitOptions(optionsText) : [],
      })),
    },
    live: {
      meetingUrl: form.meetingUrl || undefined,
      meetingId: form.meetingId || undefined,
      passcode: form.passcode || undefined,
      notice: form.notice,
    },
  };
}

/** A new custom field's id: short, unique enough within one competition, valid for the schema. */
export const newFieldId = () => `f${Math.random().toString(36).slice(2, 8)}`;
