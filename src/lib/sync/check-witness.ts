import { doc, getDocFromServer, type Firestore } from 'firebase/firestore';
import { shows, type Witness } from './pending-writes';

/**
 * Whether the server's copy of a witnessed document shows what an earlier page load's write left in
 * it (pending-writes.ts `settleEarlier`). Read from the server, not the cache: the question is what
 * the server kept. Rejects when the server cannot be asked (offline again, no right to read), which
 * settleEarlier takes as "cannot say".
 */
export const checkWitness =
  (fs: Firestore) =>
  async (witness: Witness): Promise<boolean> => {
    const snapshot = await getDocFromServer(doc(fs, witness.path));
    return shows(witness, { exists: snapshot.exists(), read: (field) => snapshot.get(field) });
  };
