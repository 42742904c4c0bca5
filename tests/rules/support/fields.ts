/**
 * Runs field cases (derived by shape-cases.ts or written by hand): each case is one write by a
 * caller who may write the document, from a freshly seeded world, expected to pass or fail.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { asModular, ensureSeeded, markChanged, testEnv, tracked, type Seed } from './emulator';
import { dbAs, type RoleName } from './roles';
import type { ShapeCase } from './shape-cases';
import { WORLD } from './world';

export interface FieldCase extends ShapeCase {
  /** Who writes; default: the suite's role. */
  role?: RoleName;
  /** Which document; default: the suite's path. */
  path?: string;
  /** set: the whole document (setDoc); update: a partial update (updateDoc). Default set. */
  write?: 'set' | 'update';
}

export interface FieldSuite {
  role: RoleName;
  path: string;
  /** create: the document is removed first (for `set` cases), so the write is a create; update: it exists. */
  mode: 'create' | 'update';
  cases: readonly FieldCase[];
  /** The documents each case starts from; default WORLD. */
  world?: Seed;
}

export const pass = (name: string, data: DocumentData, more: Partial<FieldCase> = {}): FieldCase => ({
  name,
  allowed: true,
  data,
  ...more,
});
export const fail = (name: string, data: DocumentData, more: Partial<FieldCase> = {}): FieldCase => ({
  name,
  allowed: false,
  data,
  ...more,
});

export function describeFields(title: string, suite: FieldSuite): void {
  describe(title, () => {
    beforeEach(async () => {
      await ensureSeeded(suite.world ?? WORLD);
    });
    for (const c of suite.cases) {
      it(`${c.allowed ? 'accepts' : 'refuses'} ${c.name}`, async () => {
        const path = c.path ?? suite.path;
        if (suite.mode === 'create' && c.write !== 'update' && path in WORLD) {
          markChanged();
          await testEnv().withSecurityRulesDisabled(async (context) => {
            await deleteDoc(doc(asModular(context.firestore()), path));
          });
        }
        const ref = doc(dbAs(c.role ?? suite.role), path);
        const write = tracked(c.write === 'update' ? updateDoc(ref, c.data) : setDoc(ref, c.data));
        if (c.allowed) await assertSucceeds(write);
        else await assertFails(write);
      });
    }
  });
}
