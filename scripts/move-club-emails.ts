/**
 * For a project with clubs saved before their addresses moved off the public club document: until
 * then clubs/{clubId} carried `emails`, which every visitor may read (the club list, the club
 * pages), and it stayed there until an admin saved 基本設定 again. This moves them for every club
 * to clubs/{clubId}/private/contact, which only the club's staff read, and removes them from the
 * public document. A club that already has private/contact keeps it (an admin saved it since,
 * it is the newer list) and only loses the public field. Safe to run again: a club without
 * `emails` on its public document is left alone. The functions read only private/contact
 * (functions/src/mail/club-sender.ts), so run this once before deploying them.
 *
 *   npx tsx scripts/move-club-emails.ts [--dry-run]
 *
 * Against a real project with Application Default Credentials and GCLOUD_PROJECT set; with
 * FIRESTORE_EMULATOR_HOST, against the emulator (tests/functions/move-club-emails.test.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CLUB_CONTACT_DOC } from '../src/shared/schemas/club';
import { LIMITS } from '../src/shared/schemas/limits';

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-compe' });
const db = getFirestore(app);
const dryRun = process.argv.includes('--dry-run');

/**
 * The stored addresses as private/contact holds them: strings, trimmed, not empty, at most
 * LIMITS.email characters, the first LIMITS.clubEmails of them (the sizes its readers accept).
 * The old field was written by forms with the same caps, so nothing is normally left out.
 */
function addresses(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= LIMITS.email)
    .slice(0, LIMITS.clubEmails);
}

async function main() {
  const clubs = await db.collection('clubs').get();
  let stale = 0;
  let moved = 0;
  for (const snap of clubs.docs) {
    if (snap.get('emails') === undefined) continue;
    stale += 1;
    const clubRef = snap.ref;
    const contactRef = clubRef.collection('private').doc(CLUB_CONTACT_DOC);
    if (dryRun) {
      const kept = (await contactRef.get()).exists;
      console.log(
        `[dry run] clubs/${snap.id}: ${kept ? 'private/contact kept, ' : `${addresses(snap.get('emails')).length} addresses to private/contact, `}emails removed from the public document`,
      );
      continue;
    }
    // One transaction per club: an admin saving 基本設定 meanwhile either comes first (then the
    // contact exists and wins) or after (and writes over what was moved), never half of each.
    const outcome = await db.runTransaction(async (tx) => {
      const [club, contact] = await Promise.all([tx.get(clubRef), tx.get(contactRef)]);
      const legacy: unknown = club.get('emails');
      if (legacy === undefined) return 'gone';
      if (!contact.exists) {
        tx.create(contactRef, { emails: addresses(legacy), updatedAt: Timestamp.now() });
      }
      tx.update(clubRef, { emails: FieldValue.delete() });
      return contact.exists ? 'kept' : 'moved';
    });
    if (outcome === 'gone') continue;
    moved += 1;
    console.log(
      `clubs/${snap.id}: ${outcome === 'kept' ? 'private/contact kept' : 'addresses moved to private/contact'}, emails removed from the public document`,
    );
  }
  console.log(
    `[move-club-emails] ${clubs.size} clubs, ${stale} with addresses on the public document, ${moved} moved`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
