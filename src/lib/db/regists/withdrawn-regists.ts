import { getDocs } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { withdrawnRegists } from './refs';

/**
 * The ids of the registrations cancelled or refused, read once (対戦 reads them when it takes
 * entrants from エントリー: an entry made from a registration stays when the registration is
 * cancelled later). Only the ids are used.
 */
export async function withdrawnRegistIds(compeId: string): Promise<Set<string>> {
  const snap = await getDocs(withdrawnRegists(db(), compeId));
  return new Set(snap.docs.map((doc) => doc.id));
}
