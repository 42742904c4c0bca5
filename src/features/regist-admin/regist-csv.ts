import { toCsv } from '@/lib/csv';
import { REGIST_STATUS_LABELS } from '@/shared/regist-status';
import type { Compe, CustomField, Division } from '@/shared/schemas/compe';
import { enteredDivisionsLine, registEnteredDivisions } from '@/shared/entered-divisions';
import type { Regist } from '@/shared/schemas/regist';
import { formatDayStamp, formatFullDateTime } from '@/shared/date-time-staff';
import { answerText } from './regist-list';

/**
 * 参加申込リスト as CSV: every stored field, each custom field under its label (answers are
 * keyed by field id), dates in Japan time. toCsv adds the BOM Excel needs and defuses formulas.
 * With 部門 (compe.divisions), a 部門 column says what each person entered as the list does.
 */
export function registsCsv(
  regists: readonly Regist[],
  fields: readonly CustomField[],
  divisions: readonly Division[] = [],
): string {
  const divided = divisions.length > 0;
  const header = [
    '受付番号',
    '状態',
    '氏名',
    'ふりがな',
    'メール',
    '電話',
    ...(divided ? ['部門'] : []),
    ...fields.map((field) => field.label),
    '申込日時',
    '受付日時',
  ];
  const rows = regists.map((regist) => [
    regist.number,
    REGIST_STATUS_LABELS[regist.status],
    regist.name,
    regist.kana,
    regist.email,
    regist.phone,
    ...(divided ? [enteredDivisionsLine(registEnteredDivisions(divisions, regist))] : []),
    ...fields.map((field) => answerText(regist.answers[field.id])),
    formatFullDateTime(regist.createdAt),
    regist.checkedInAt ? formatFullDateTime(regist.checkedInAt) : '',
  ]);
  return toCsv(header, rows);
}

/** {略称, else the competition id}-参加申込-YYYYMMDD.csv, without characters file systems refuse. */
export function registsCsvFileName(compe: Pick<Compe, 'id' | 'shortTitle'>, now: Date): string {
  const base = (compe.shortTitle.trim() || compe.id).replace(/[\\/:*?"<>|\r\n\t]/g, '_');
  return `${base}-参加申込-${formatDayStamp(now)}.csv`;
}
