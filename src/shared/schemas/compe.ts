import { z } from 'zod';
import { LIMITS } from './limits';
import { optionalText, requiredText } from './common';

export const FIELD_TYPES = ['text', 'textarea', 'select', 'checkbox', 'number'] as const;
export const customFieldSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,20}$/),
  label: requiredText(LIMITS.fieldLabel),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  options: z.array(requiredText(LIMITS.option)).max(LIMITS.fieldOptions),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const APPROVALS = ['auto', 'manual'] as const;
export const registSettingsSchema = z.object({
  opensAt: z.date().nullable(),
  closesAt: z.date().nullable(),
  /** 0 = no limit. */
  capacity: z.number().int().min(0).max(LIMITS.capacity),
  waitlist: z.boolean(),
  approval: z.enum(APPROVALS),
  fields: z.array(customFieldSchema).max(LIMITS.customFields),
  /** Seats taken; written only by functions. */
  count: z.number().int().min(0),
});

export const liveSettingsSchema = z.object({
  /** Shown as a link on the public live pages: http(s) only (z.url() alone accepts javascript:). */
  meetingUrl: z
    .url({ protocol: /^https?$/ })
    .max(LIMITS.url)
    .optional(),
  meetingId: z.string().max(LIMITS.meetingId).optional(),
  passcode: z.string().max(LIMITS.passcode).optional(),
  notice: optionalText(LIMITS.notice),
});

/** clubs/{clubId}/links/{compeId} — kept in step with the compe. */
export const linkSchema = z.object({
  compeId: z.string().max(LIMITS.id),
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  eventedAt: z.date(),
  owner: z.string().max(LIMITS.id).optional(),
  published: z.boolean(),
});
export type Link = z.infer<typeof linkSchema>;

/** The 大会リスト create dialog. */
export const linkFormSchema = linkSchema.pick({ title: true, shortTitle: true, eventedAt: true });

/** compes/{compeId}. eventedAt is the start of the day's run sheet (PRODUCT.md §5). */
export const compeSchema = z.object({
  clubId: z.string().max(LIMITS.id),
  owner: z.string().max(LIMITS.id).optional(),
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  eventedAt: z.date(),
  venue: optionalText(LIMITS.venue),
  desc: optionalText(LIMITS.desc),
  posterPath: z.string().max(LIMITS.path).optional(),
  published: z.boolean(),
  regist: registSettingsSchema,
  live: liveSettingsSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Compe = z.infer<typeof compeSchema> & { id: string };
