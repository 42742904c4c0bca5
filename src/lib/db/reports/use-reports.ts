import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { reportsDocSchema } from '@/shared/schemas/report';
import { conflictReports } from './refs';

/** The competition's disagreeing reports, live: 対戦 shows them as 要確認. */
export function useConflictReports(compeId: string) {
  return useCollection(`reports-conflict:${compeId}`, () => conflictReports(db(), compeId), reportsDocSchema);
}
