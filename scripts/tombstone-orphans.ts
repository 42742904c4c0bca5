/**
 * For a project that deleted competitions before tombstones (docs/product.md "Cancelling and deleting a competition"): until then 大会を削除 removed only the
 * competition, its link and its board, and left its registrations (names, e-mails, phones) under
 * compes/{compeId}. Whoever then created a competition with that id ran them. New deletions write a
 * tombstone (deletedCompes/{compeId}, functions/src/compe/delete-compe.ts) that firestore.rules
 * check; this writes one for every id that has documents under it but no competition, so old
 * deletions are closed the same way. Safe to run again: existing tombstones are kept.
 *
 *   npx tsx scripts/tombstone-orphans.ts [--dry-run]
 *
 * Against a real project with Application Default Credentials and GCLOUD_PROJECT set; with
 * FIRESTORE_EMULATOR_HOST, against the emulator (tests/functions/tombstone-orphans.test.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deletedCompeSchema } from '../src/shared/schemas/compe';

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-compe' });
const db = getFirestore(app);
const dryRun = process.argv.includes('--dry-run');

/** The club a deleted competition belonged to, as its 参加票 remember it ('' when none says). */
async function clubOf(compeId: string): Promise<string> {
  const ticket = await db.collection('tickets').where('compeId', '==', compeId).limit(1).get();
  const clubId: unknown = ticket.docs[0]?.get('clubId');
  return typeof clubId === 'string' ? clubId.slice(0, 40) : '';
}

async function main() {
  // listDocuments() also names "missing" documents: ids with subcollections but no document.
  const refs = await db.collection('compes').listDocuments();
  let orphans = 0;
  let written = 0;
  for (const ref of refs) {
    if ((await ref.get()).exists) continue;
    orphans += 1;
    const tombstone = db.collection('deletedCompes').doc(ref.id);
    if ((await tombstone.get()).exists) continue;
    const data = deletedCompeSchema.parse({
      clubId: await clubOf(ref.id),
      deletedBy: 'tombstone-orphans',
      deletedAt: new Date(),
    });
    console.log(`${dryRun ? '[dry run] ' : ''}tombstone for compes/${ref.id} (club '${data.clubId}')`);
    if (!dryRun) {
      await tombstone.create({ ...data, deletedAt: Timestamp.fromDate(data.deletedAt) });
      written += 1;
    }
  }
  console.log(
    `[tombstone-orphans] ${refs.length} competition ids, ${orphans} without a competition, ${written} tombstones written`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
