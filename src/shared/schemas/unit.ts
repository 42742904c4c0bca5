import { z } from 'zod';
import { LIMITS } from './limits';
import { docId, optionalText, requiredText } from './common';

/** 種目 / 決勝 / 休憩 / 表彰 / その他 */
export const UNIT_KINDS = ['event', 'final', 'break', 'award', 'other'] as const;
export const UNIT_KIND_LABELS: Record<(typeof UNIT_KINDS)[number], string> = {
  event: '種目',
  final: '決勝',
  break: '休憩',
  award: '表彰',
  other: 'その他',
};
export const UNIT_STATUSES = ['waiting', 'running', 'done'] as const;

/** compes/{compeId}/units/{unitId} — one run-sheet item. */
export const unitSchema = z.object({
  order: z.number().int().min(0),
  title: requiredText(LIMITS.title),
  kind: z.enum(UNIT_KINDS),
  minutes: z.number().int().min(0).max(LIMITS.minutes),
  /** Ids of compes/{compeId}/entries documents. */
  entryIds: z.array(docId).max(LIMITS.unitEntries),
  status: z.enum(UNIT_STATUSES),
  startedAt: z.date().nullable(),
  endedAt: z.date().nullable(),
  note: optionalText(LIMITS.memo),
});
export type Unit = z.infer<typeof unitSchema> & { id: string };

/** One item as viewers need it on compes/{compeId}/live/board (entries resolved to number + name). */
export const boardUnitSchema = unitSchema.omit({ entryIds: true }).extend({
  id: z.string().max(LIMITS.id),
  entries: z.array(
    z.object({
      id: z.string().max(LIMITS.id),
      number: z.number().int(),
      name: z.string().max(LIMITS.personName),
      /** Set when the entry came from a registration: the ticket page finds its holder's items by it. */
      registId: z.string().max(LIMITS.id).optional(),
    }),
  ),
});

/** compes/{compeId}/live/board — the ONE public document a live viewer listens to. */
export const boardSchema = z.object({
  startAt: z.date(),
  // 300 items with their entries stay far below Firestore's 1 MiB document limit (run-sheet tests).
  units: z.array(boardUnitSchema).max(LIMITS.boardUnits),
  currentUnitId: z.string().max(LIMITS.id).nullable(),
  delayMinutes: z.number().int(),
  notice: optionalText(LIMITS.notice),
  updatedAt: z.date(),
});
export type Board = z.infer<typeof boardSchema>;
