/**
 * The role × operation matrix: one row per path (and state, e.g. published or not), one cell per
 * role and operation, every cell its own test. Results are collected so the entry file can print
 * the whole matrix at the end of the run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { asModular, ensureSeeded, markChanged, testEnv, tracked } from './emulator';
import { dbAs, ROLE_HEADS, ROLE_LABELS, ROLE_NAMES, uidOf, type RoleName } from './roles';
import { WORLD } from './world';

export const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];

export interface MatrixRow {
  /** The path pattern and the state of the data, e.g. 'compes/{compeId} · unpublished'. */
  name: string;
  get: string;
  /** The query this row's readers run (the app's own query for it). */
  list: { describe: string; query: (db: Firestore, uid: string | null) => Query };
  /** create: a document that does not exist yet; data may depend on the caller (owner = self). */
  create: { path: string; data: (uid: string | null) => DocumentData };
  /** update: a partial update of an existing document (updateDoc). */
  update: { path: string; data: (uid: string | null) => DocumentData };
  delete: string;
  /** Who may do each operation; everyone else is denied. */
  allow: Record<Op, readonly RoleName[]>;
}

/** One cell of a printed matrix; `actual` stays undefined when its test did not run. */
export interface Cell {
  row: string;
  role: RoleName;
  op: string;
  expected: boolean;
  actual?: boolean;
}

const cells: Cell[] = [];

function attempt(row: MatrixRow, role: RoleName, op: Op): Promise<unknown> {
  const db = dbAs(role);
  const uid = uidOf(role);
  switch (op) {
    case 'get':
      return getDoc(doc(db, row.get));
    case 'list':
      return getDocs(row.list.query(db, uid));
    case 'create':
      return tracked(setDoc(doc(db, row.create.path), row.create.data(uid)));
    case 'update':
      return tracked(updateDoc(doc(db, row.update.path), row.update.data(uid)));
    case 'delete':
      return tracked(deleteDoc(doc(db, row.delete)));
  }
}

/** Registers one suite per row: ROLE_NAMES × OPS tests, each from the seeded world (emulator.ts ensureSeeded). */
export function describeMatrix(rows: readonly MatrixRow[]): void {
  for (const row of rows) {
    describe(row.name, () => {
      beforeEach(async () => {
        await ensureSeeded(WORLD);
      });
      for (const op of OPS) {
        for (const role of ROLE_NAMES) {
          const expected = row.allow[op].includes(role);
          const cell: Cell = { row: row.name, role, op, expected };
          cells.push(cell);
          const detail = op === 'list' ? ` (${row.list.describe})` : '';
          it(`${ROLE_LABELS[role]} ${expected ? 'may' : 'may not'} ${op}${detail}`, async () => {
            if (op === 'create' && row.create.path in WORLD) {
              markChanged();
              await testEnv().withSecurityRulesDisabled(async (context) => {
                await deleteDoc(doc(asModular(context.firestore()), row.create.path));
              });
            }
            cell.actual = !expected;
            if (expected) await assertSucceeds(attempt(row, role, op));
            else await assertFails(attempt(row, role, op));
            cell.actual = expected;
          });
        }
      }
    });
  }
}

/**
 * A matrix as text: a block per row, a line per operation, a column per role; ✓ allowed, ✗ denied,
 * `!` after a mark where the rules did not do what the row expects, `?` where the test did not run.
 */
export function formatCells(title: string, ops: readonly string[], all: readonly Cell[]): string {
  const rows = [...new Set(all.map((c) => c.row))];
  const width = Math.max(...rows.map((r) => r.length), 10) + 2;
  const opWidth = Math.max(...ops.map((o) => o.length)) + 2;
  const head = `${''.padEnd(width)}${'op'.padEnd(opWidth)}${ROLE_NAMES.map((r) => ROLE_HEADS[r].padEnd(10)).join('')}`;
  const lines = [head, '-'.repeat(head.length)];
  const summary: string[] = [];
  let allowed = 0;
  let denied = 0;
  for (const row of rows) {
    let rowAllowed = 0;
    let rowDenied = 0;
    ops.forEach((op, i) => {
      const marks = ROLE_NAMES.map((role) => {
        const cell = all.find((c) => c.row === row && c.role === role && c.op === op);
        if (!cell || cell.actual === undefined) return '?'.padEnd(10);
        if (cell.actual) rowAllowed += 1;
        else rowDenied += 1;
        return `${cell.actual ? '✓' : '✗'}${cell.actual === cell.expected ? '' : '!'}`.padEnd(10);
      });
      lines.push(`${(i === 0 ? row : '').padEnd(width)}${op.padEnd(opWidth)}${marks.join('')}`.trimEnd());
    });
    lines.push('');
    allowed += rowAllowed;
    denied += rowDenied;
    summary.push(
      `${row.padEnd(width)}${String(rowAllowed).padStart(4)} allowed ${String(rowDenied).padStart(4)} denied`,
    );
  }
  return [
    `${title} (✓ allowed, ✗ denied, ! not as expected, ? not run)`,
    ROLE_NAMES.map((r) => `${ROLE_HEADS[r]} = ${ROLE_LABELS[r]}`).join(' · '),
    '',
    ...lines,
    ...summary,
    `${'total'.padEnd(width)}${String(allowed).padStart(4)} allowed ${String(denied).padStart(4)} denied, ${all.length} cells`,
  ].join('\n');
}

/** The Firestore matrix of this run. */
export function formatMatrix(): string {
  return formatCells('Firestore rules: role × operation matrix', OPS, cells);
}
