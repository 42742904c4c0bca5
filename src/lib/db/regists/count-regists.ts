import { getCountFromServer } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { activeRegists, registsRef } from './refs';

/**
 * How many registrations a cancellation would tell (all but cancelled and rejected ones: the
 * mail's audience `all`) and how many exist at all (deleting needs none). Two count queries: the
 * registrations themselves stay on the server.
 */
export async function countRegists(compeId: string): Promise<{ active: number; total: number }> {
  const [active, total] = await Promise.all([
    getCountFromServer(activeRegists(db(), compeId)),
    getCountFromServer(registsRef(db(), compeId)),
  ]);
  return { active: active.data().count, total: total.data().count };
}
