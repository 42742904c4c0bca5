/**
 * One rules test environment per test file, against the Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080), with firestore.rules as written in the repo.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';

export const PROJECT_ID = 'demo-compe';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIRESTORE_RULES_PATH = path.join(ROOT, 'firestore.rules');
export const STORAGE_RULES_PATH = path.join(ROOT, 'storage.rules');

export interface HostPort {
  host: string;
  port: number;
}

export function hostPort(value: string | undefined, fallback: string): HostPort {
  const url = new URL(`http://${value || fallback}`);
  return { host: url.hostname, port: Number(url.port) };
}

export const FIRESTORE = hostPort(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080');

// A refused write is what most tests expect; the SDK would log a warning for each one.
setLogLevel('error');

let current: RulesTestEnvironment | undefined;
let seeded: Seed | undefined;

/** Registers the hooks that create the environment before the file's tests and clean it up after. */
export function setUpFirestoreEnv(): void {
  beforeAll(async () => {
    seeded = undefined;
    current = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...FIRESTORE, rules: readFileSync(FIRESTORE_RULES_PATH, 'utf8') },
    });
  });
  afterAll(async () => {
    await current?.cleanup();
    current = undefined;
  });
}

export function testEnv(): RulesTestEnvironment {
  if (!current) throw new Error('setUpFirestoreEnv() was not called in this test file');
  return current;
}

/**
 * The contexts hand out the compat Firestore; the modular functions accept it (they unwrap it), so
 * the tests read like the app's own code.
 */
export function asModular(db: unknown): Firestore {
  return db as Firestore;
}

/** Documents by path, written in one batch with the rules disabled. */
export type Seed = Record<string, DocumentData>;

export async function seed(data: Seed): Promise<void> {
  await testEnv().withSecurityRulesDisabled(async (context) => {
    const db = asModular(context.firestore());
    const batch = writeBatch(db);
    for (const [docPath, value] of Object.entries(data)) batch.set(doc(db, docPath), value);
    await batch.commit();
  });
}

/** Empties the database and writes `data`: the state every test starts from. */
export async function reset(data: Seed): Promise<void> {
  await testEnv().clearFirestore();
  await seed(data);
  seeded = data;
}

/** Records that a write went through (or that a test changed the data itself). */
export function markChanged(): void {
  seeded = undefined;
}

/**
 * Makes sure the database holds exactly `data`, clearing and seeding again only when something
 * may have changed it since the last reset: a write that was not refused (see `tracked`). Reads
 * and refused writes leave the data as it was, so most tests start without a reseed; this keeps
 * the ~1,800 tests well under a minute on two cores.
 */
export async function ensureSeeded(data: Seed): Promise<void> {
  if (seeded !== data) await reset(data);
}

/** A write whose success marks the data as changed. */
export function tracked<T>(write: Promise<T>): Promise<T> {
  return write.then((value) => {
    markChanged();
    return value;
  });
}
