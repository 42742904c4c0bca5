import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { reportsDocSchema } from '@/shared/schemas/report';
import { matchReportsOf } from './refs';

/**
 * Every match's reports from the floor, live: 対戦 shows those in `conflict` as 要確認 and lists a
 * match's reports in its result dialog. One document per match reported.
 */
export function useMatchReports(compeId: string) {
  return useCollection(`reports:${compeId}`, () => matchReportsOf(db(), compeId), reportsDocSchema);
}
