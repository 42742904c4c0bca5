/**
 * 部門 (divisions) and 会場の台 (the hall): their ids and kinds, and a hall table's name. Plain
 * constants without zod: the compe schema (schemas/compe.ts), which every public page loads, builds its enums
 * from them, so this module stays as small as it can. Their words are in shared/division-labels.ts
 * (docs/data-model.md "compes/{compeId}").
 */

/** A 部門's id: made from its position when staff add it (d1, d2 …), never typed. */
export const DIVISION_ID = /^[a-z0-9_-]{1,20}$/;

/** 個人 · ペア · 団体 */
export const DIVISION_KINDS = ['single', 'pair', 'team'] as const;
export type DivisionKind = (typeof DIVISION_KINDS)[number];

/**
 * 呼び出しの優先: which stage's match a free table takes first. 'behind': the 部門 furthest behind
 * its planned end (the default); 'order': the stages in their order.
 */
export const CALL_ORDERS = ['behind', 'order'] as const;
export type CallOrder = (typeof CALL_ORDERS)[number];

/** A hall table's name: its own (「A1」) or the default 「3番台」. `table` is 1-based. */
export const hallTableName = (hall: { label: string; names: readonly string[] }, table: number): string =>
  hall.names[table - 1] || `${table}番${hall.label}`;
