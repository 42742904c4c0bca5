/**
 * For a project whose competitions named awards on 表彰 before awards became documents (docs/data-model.md "compes/{compeId}/awards/{slot}"): until then the awards were
 * one list, `awards`, on compes/{compeId}, whose rows the rules did not check (a row of 100,000
 * characters, or with keys of its own, was stored and shown). Each award is now a document of its
 * own, compes/{compeId}/awards/{slot} ('00' … '19'), which the rules check one by one, and the app
 * reads only those. This moves every competition's list there: rows the schema takes (awardSchema,
 * trimmed, within its caps), in order, at most LIMITS.awards; a row it refuses is left out and
 * counted. A competition that already has award documents (saved on 表彰 since) keeps them. The list
 * is then removed from the competition. Safe to run again: a competition without the list is left
 * alone.
 *
 *   npx tsx scripts/move-compe-awards.ts [--dry-run]
 *
 * Against a real project with Application Default Credentials and GCLOUD_PROJECT set; with
 * FIRESTORE_EMULATOR_HOST, against the emulator (tests/functions/move-compe-awards.test.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { awardSchema, awardSlot, type Award } from '../src/shared/schemas/compe';
import { LIMITS } from '../src/shared/schemas/limits';

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-compe' });
const db = getFirestore(app);
const dryRun = process.argv.includes('--dry-run');

/** The rows the schema takes, in order, at most LIMITS.awards, and how many were left out. */
function awardsOf(value: unknown): { rows: Award[]; dropped: number } {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const valid = list.flatMap((row) => {
    const parsed = awardSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const rows = valid.slice(0, LIMITS.awards);
  return { rows, dropped: list.length - rows.length };
}

async function main() {
  const compes = await db.collection('compes').get();
  let stale = 0;
  let moved = 0;
  for (const snap of compes.docs) {
    if (snap.get('awards') === undefined) continue;
    stale += 1;
    const compeRef = snap.ref;
    const awardsRef = compeRef.collection('awards');
    if (dryRun) {
      const { rows, dropped } = awardsOf(snap.get('awards'));
      const kept = !(await awardsRef.limit(1).get()).empty;
      console.log(
        `[dry run] compes/${snap.id}: ${kept ? 'its award documents kept' : `${rows.length} awards to documents, ${dropped} left out`}, the list removed`,
      );
      continue;
    }
    // One transaction per competition: a save on 表彰 meanwhile either comes first (its documents
    // are kept) or after (and replaces what was moved).
    const outcome = await db.runTransaction(async (tx) => {
      const [compe, existing] = await Promise.all([tx.get(compeRef), tx.get(awardsRef.limit(1))]);
      if (compe.get('awards') === undefined) return null;
      const { rows, dropped } = awardsOf(compe.get('awards'));
      if (existing.empty) rows.forEach((row, i) => tx.create(awardsRef.doc(awardSlot(i)), row));
      tx.update(compeRef, { awards: FieldValue.delete() });
      return existing.empty
        ? `${rows.length} awards to documents, ${dropped} left out`
        : 'its award documents kept';
    });
    if (outcome === null) continue;
    moved += 1;
    console.log(`compes/${snap.id}: ${outcome}, the list removed`);
  }
  console.log(
    `[move-compe-awards] ${compes.size} competitions, ${stale} with an awards list, ${moved} moved`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
