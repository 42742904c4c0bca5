/**
 * compes/{compeId}/stages (the play's stages, docs/play.md) and their change logs
 * stages/{stageId}/changes: governed by the parent compe like the run sheet, except that the
 * change log is for whoever runs the compe only and is never changed or removed.
 */
import { collection, deleteField, query } from 'firebase/firestore';
import { LIMITS } from '@/shared/schemas/limits';
import { TIEBREAKS } from '@/shared/play/standings';
import { STAGE_CHANGE_AFFECTED, stageChangeSchema, stageSchema } from '@/shared/schemas/stage';
import { describeFields, fail, pass } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import { NOBODY, USERS } from '../support/roles';
import { deriveShapeCases } from '../support/shape-cases';
import { AT, matchReports, NEW_ID, NOW, PUBLISHED, stage, stageChange, stageResult } from '../support/world';
import { PARENTS } from './compe-children';

const STAGE = 'stage0001';
const CHANGE = 'change0001';

export const stageRows: MatrixRow[] = PARENTS.map(({ compeId, state, readers, runners }) => ({
  name: `compes/{compeId}/stages/{id} · ${state}`,
  get: `compes/${compeId}/stages/${STAGE}`,
  list: {
    describe: 'all stages of the compe',
    query: (db) => query(collection(db, 'compes', compeId, 'stages')),
  },
  create: { path: `compes/${compeId}/stages/${NEW_ID}`, data: () => stage() },
  // 結果を入力: one result written as its own field, as the 対戦 page does.
  update: {
    path: `compes/${compeId}/stages/${STAGE}`,
    data: () => ({ 'results.W2-1': stageResult([0, 2], { at: NOW() }) }),
  },
  delete: `compes/${compeId}/stages/${STAGE}`,
  allow: { get: readers, list: readers, create: runners, update: runners, delete: runners },
}));

/**
 * compes/{compeId}/stages/_hall: the hall's calls (docs/play.md "The hall's calls"), governed as the
 * stages are: public with a published competition (ライブ and the call board read them with the
 * stages), written by whoever runs it.
 */
export const hallCallRows: MatrixRow[] = PARENTS.map(({ compeId, state, readers, runners }) => ({
  name: `compes/{compeId}/stages/_hall · ${state}`,
  get: `compes/${compeId}/stages/_hall`,
  list: {
    describe: "all stages of the compe, the hall's calls among them",
    query: (db) => query(collection(db, 'compes', compeId, 'stages')),
  },
  // Its id is fixed, as the board's: the create cases that start from no document are its fields'.
  create: { path: `compes/${compeId}/stages/_hall`, data: () => ({ calls: {} }) },
  // A result's calls across stages: one entry per call, as 対戦 writes them.
  update: {
    path: `compes/${compeId}/stages/_hall`,
    data: () => ({ 'calls.stage0002:W1-1': { table: 2, at: NOW() } }),
  },
  delete: `compes/${compeId}/stages/_hall`,
  allow: { get: readers, list: readers, create: runners, update: runners, delete: runners },
}));

export const stageChangeRows: MatrixRow[] = PARENTS.map(({ compeId, state, runners }) => ({
  name: `compes/{compeId}/stages/{id}/changes/{id} · ${state}`,
  get: `compes/${compeId}/stages/${STAGE}/changes/${CHANGE}`,
  list: {
    describe: 'all changes of the stage',
    query: (db) => query(collection(db, 'compes', compeId, 'stages', STAGE, 'changes')),
  },
  create: {
    path: `compes/${compeId}/stages/${STAGE}/changes/${NEW_ID}`,
    data: (uid) => stageChange(NOW(), { by: uid }),
  },
  update: {
    path: `compes/${compeId}/stages/${STAGE}/changes/${CHANGE}`,
    data: () => ({ after: null }),
  },
  delete: `compes/${compeId}/stages/${STAGE}/changes/${CHANGE}`,
  // Viewers never read it (a published compe's viewers included): who typed which result is staff's.
  allow: { get: runners, list: runners, create: runners, update: NOBODY, delete: NOBODY },
}));

const nobody = { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY };

/**
 * compes/{compeId}/reports: a match's reports from the floor (docs/play.md "Reporting results from
 * the floor"). Whoever runs the compe reads them (要確認 on 対戦); viewers do not (who reported what
 * is staff's), and nobody writes them but the reportResult function.
 */
export const reportRows: MatrixRow[] = PARENTS.map(({ compeId, state, runners }) => ({
  name: `compes/{compeId}/reports/{id} · ${state}`,
  get: `compes/${compeId}/reports/stage0001_W2-1`,
  list: {
    describe: 'all reports of the compe',
    query: (db) => query(collection(db, 'compes', compeId, 'reports')),
  },
  create: { path: `compes/${compeId}/reports/stage0001_W1-1`, data: () => matchReports({ matchId: 'W1-1' }) },
  update: { path: `compes/${compeId}/reports/stage0001_W2-1`, data: () => ({ status: 'accepted' }) },
  delete: `compes/${compeId}/reports/stage0001_W2-1`,
  allow: { ...nobody, get: runners, list: runners },
}));

/** compes/{compeId}/secrets: the match keys' secret. Nobody at all: it would open every match. */
export const secretRows: MatrixRow[] = PARENTS.map(({ compeId, state }) => ({
  name: `compes/{compeId}/secrets/{id} · ${state}`,
  get: `compes/${compeId}/secrets/report`,
  list: {
    describe: 'all secrets of the compe',
    query: (db) => query(collection(db, 'compes', compeId, 'secrets')),
  },
  create: {
    path: `compes/${compeId}/secrets/${NEW_ID}`,
    data: () => ({ secret: 'y'.repeat(43), createdAt: AT }),
  },
  update: { path: `compes/${compeId}/secrets/report`, data: () => ({ secret: 'y'.repeat(43) }) },
  delete: `compes/${compeId}/secrets/report`,
  allow: nobody,
}));

/** `count` distinct match ids (Swiss: S1-1 … S1-999, S2-1 …). */
const matchIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `S${Math.floor(i / 999) + 1}-${(i % 999) + 1}`);
const mapOf = (keys: readonly string[], value: (key: string) => unknown) =>
  Object.fromEntries(keys.map((key) => [key, value(key)]));
/**
 * The most entries results and tables may hold: every match of the largest stages. The documents
 * at this cap hold 1 in each entry: rules check the keys only, and the emulator's coverage report
 * keeps every document a rule saw, at every expression that saw it: ~18 MB for each of these four
 * documents (~220 MB each with whole results), and support/coverage.ts reads the report as one string.
 */
const MAX_ENTRIES = 2048;

export function describeHallCallFields(): void {
  const call = () => ({ table: 1, at: AT });
  describeFields('compes/{compeId}/stages/_hall create (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/_hall`,
    mode: 'create',
    cases: [
      pass('no calls yet', { calls: {} }),
      pass('calls of three stages, every kind of match id', {
        calls: mapOf(
          ['stage0001:W1-1', 'stage0002:G2-R3-1', 'a-Z_9:S15-128', 's'.repeat(40) + ':P1', 'x:L12-123'],
          call,
        ),
      }),
      pass(`${LIMITS.hallCalls} calls (the cap)`, {
        calls: mapOf(
          matchIds(LIMITS.hallCalls).map((id) => `s1:${id}`),
          () => 1,
        ),
      }),
      fail(`${LIMITS.hallCalls + 1} calls (one over the cap)`, {
        calls: mapOf(
          matchIds(LIMITS.hallCalls + 1).map((id) => `s1:${id}`),
          () => 1,
        ),
      }),
      fail('calls not a map', { calls: [call()] }),
      fail('no calls field', {}),
      fail('an unknown key beside the calls', { calls: {}, zzUnknown: 1 }),
      fail('a call keyed by a match id alone', { calls: { 'W1-1': call() } }),
      fail('a call keyed by a stage id alone', { calls: { 'stage0001:': call() } }),
      fail('a call under a stage id of 41 characters', { calls: { [`${'s'.repeat(41)}:W1-1`]: call() } }),
      fail("a call under a stage id starting with '_'", { calls: { '_hall:W1-1': call() } }),
      fail('a call under a key that is no match id', { calls: { 'stage0001:X1': call() } }),
      pass('a call of a 団体戦 rubber', { calls: { 'stage0001:W1-1r3': call() } }),
      fail('a call of a rubber numbered 11', { calls: { 'stage0001:W1-1r11': call() } }),
      fail('a call under two keys joined by a comma', { calls: { 'stage0001:W1-1,stage0001:W1-2': call() } }),
      // A stage's id never starts with '_': no stage can be stored as the hall's calls, or a stage at '_x'.
      fail("a stage stored as the hall's calls", stage()),
      fail("a stage under an id starting with '_'", stage(), { path: `compes/${PUBLISHED}/stages/_stage` }),
    ],
  });
  describeFields('compes/{compeId}/stages/_hall update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/_hall`,
    mode: 'update',
    cases: [
      pass(
        "a result's calls in three stages, one taken back",
        {
          'calls.stage0001:F1': { table: 1, at: NOW() },
          'calls.stage0002:W1-3': { table: 2, at: NOW() },
          'calls.stage0003:G1-R1-1': { table: 3, at: NOW() },
          'calls.stage0001:W2-1': deleteField(),
        },
        { write: 'update' },
      ),
      fail(
        'a call under a key that is no match id',
        { 'calls.stage0001:bogus': call() },
        { write: 'update' },
      ),
      fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
      fail('the calls removed', { calls: deleteField() }, { write: 'update' }),
    ],
  });
}

export function describeStageFields(): void {
  const created = stage();
  const swiss = stage({
    format: 'swiss',
    rounds: 7,
    from: null,
    draw: [],
    pairings: { '1': [0, 2, 1, 3], '2': [0, 1, 2, 3] },
    results: { 'S1-1': stageResult([0, 2]), 'S1-2': stageResult([1, 3]) },
    tables: { 'S2-1': { table: 1, at: AT }, 'S2-2': { table: 2, at: AT } },
  });
  const rounds = (count: number) =>
    mapOf(
      Array.from({ length: count }, (_, i) => String(i + 1)),
      () => [0, 1],
    );
  describeFields('compes/{compeId}/stages/{id} create (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/${NEW_ID}`,
    mode: 'create',
    cases: [
      // tableFirst is bounded with tableCount (its last table ≤ 64): its cases are by hand below,
      // and the derived ones start from the hall's first table so that 64 tables fit.
      ...deriveShapeCases(
        stageSchema,
        { ...created, tableFirst: 1 },
        {
          skip: {
            tableFirst: 'bounded together with tableCount (isStage): by hand below',
            'entrants[]': 'elements of a list: beyond rules (isStage), checked by the readers',
            'draw[]': 'elements of a list: beyond rules (isStage), checked by the readers',
            pairings: 'a record: its keys are checked by hand below, its values are beyond rules',
            results: 'a record: its keys are checked by hand below, its values are beyond rules',
            tables: 'a record: its keys are checked by hand below, its values are beyond rules',
          },
        },
      ),
      pass('a league stage with nothing drawn yet (the stage dialog)', {
        ...created,
        format: 'league',
        groups: 4,
        from: null,
        draw: [],
        results: {},
        tables: {},
        status: 'draft',
      }),
      pass('no ranking rules', { ...created, tiebreaks: [] }),
      pass('from a stage id of 40 characters', {
        ...created,
        from: { stageId: 's'.repeat(40), qualifiers: 1 },
      }),
      fail('from a stage id of 41 characters', {
        ...created,
        from: { stageId: 's'.repeat(41), qualifiers: 1 },
      }),
      fail('from a stage id with a dot', { ...created, from: { stageId: 'stage.0', qualifiers: 1 } }),
      fail('from a stage id Firestore reserves', { ...created, from: { stageId: '__x__', qualifiers: 1 } }),
      fail('from an empty stage id', { ...created, from: { stageId: '', qualifiers: 1 } }),
      // pairings: round → a, b, a, b … (its keys checked; the entrant indices beyond rules).
      pass('a Swiss stage with two rounds paired', swiss),
      pass(`${LIMITS.swissRounds} rounds paired (the cap)`, {
        ...swiss,
        pairings: rounds(LIMITS.swissRounds),
      }),
      fail(`${LIMITS.swissRounds + 1} rounds paired (one over the cap)`, {
        ...swiss,
        pairings: rounds(LIMITS.swissRounds + 1),
      }),
      fail('pairings not a map', { ...swiss, pairings: [0, 1] }),
      fail('a round that is not a number', { ...swiss, pairings: { first: [0, 1] } }),
      fail('a round of three digits', { ...swiss, pairings: { '100': [0, 1] } }),
      // results and tables: keyed by match ids.
      ...(['results', 'tables'] as const).flatMap((key) => {
        const value = key === 'results' ? () => stageResult([0, 1]) : () => ({ table: 1, at: AT });
        return [
          fail(`${key} not a map`, { ...created, [key]: [value()] }),
          pass(`${key} keyed by every kind of match id`, {
            ...created,
            [key]: mapOf(['W1-1', 'L12-123', 'F1', 'F2', 'P1', 'G2-R3-1', 'G16-R15-128', 'S15-128'], value),
          }),
          // 団体戦: a tie's rubbers, numbered 1–10 (the 代表戦 after nine), docs/play.md "Team ties".
          pass(`${key} keyed by 団体戦 rubbers`, {
            ...created,
            [key]: mapOf(['W1-1r1', 'G2-R3-1r9', 'S15-128r10', 'F1r5'], value),
          }),
          fail(`${key} under a rubber numbered 0`, { ...created, [key]: mapOf(['W1-1r0'], value) }),
          fail(`${key} under a rubber numbered 11`, { ...created, [key]: mapOf(['W1-1r11'], value) }),
          fail(`${key} under a rubber with a dot (a field path would nest it)`, {
            ...created,
            [key]: mapOf(['W1-1.3'], value),
          }),
          fail(`${key} under a rubber of a rubber`, { ...created, [key]: mapOf(['W1-1r1r1'], value) }),
          pass(`${MAX_ENTRIES} ${key} (the cap)`, {
            ...created,
            [key]: mapOf(matchIds(MAX_ENTRIES), () => 1),
          }),
          fail(`${MAX_ENTRIES + 1} ${key} (one over the cap)`, {
            ...created,
            [key]: mapOf(matchIds(MAX_ENTRIES + 1), () => 1),
          }),
          fail(`${key} under a key that is no match id`, { ...created, [key]: mapOf(['W1-1', 'X1'], value) }),
          fail(`${key} under a match id with more after it`, { ...created, [key]: mapOf(['W1-1x'], value) }),
          fail(`${key} under two match ids joined by a comma`, {
            ...created,
            [key]: mapOf(['W1-1,W1-2'], value),
          }),
        ];
      }),
      fail('a document id with a dot', created, { path: `compes/${PUBLISHED}/stages/bad.id` }),
      // 部門 (compe.divisions) and the hall's tables it plays on (docs/data-model.md).
      pass('no 部門 (divisionId null: the whole competition)', { ...created, divisionId: null }),
      pass('a 部門 id of 20 characters', { ...created, divisionId: 'd'.repeat(20) }),
      pass('a 部門 id of every allowed character', { ...created, divisionId: 'a-z_0-9' }),
      fail('a 部門 id of 21 characters', { ...created, divisionId: 'd'.repeat(21) }),
      fail('an empty 部門 id', { ...created, divisionId: '' }),
      fail('a 部門 id with a capital', { ...created, divisionId: 'D1' }),
      fail('a 部門 id with a dot', { ...created, divisionId: 'd.1' }),
      ...[
        [1, LIMITS.tables],
        [LIMITS.tables - 1, 2],
        [LIMITS.tables, 1],
        [LIMITS.tables, 0],
      ].map(([first, count]) =>
        pass(`tableFirst ${first} with ${count} tables (the last ≤ ${LIMITS.tables})`, {
          ...created,
          tableFirst: first,
          tableCount: count,
        }),
      ),
      fail(`tableFirst ${LIMITS.tables - 1} with 3 tables (the last past ${LIMITS.tables})`, {
        ...created,
        tableFirst: LIMITS.tables - 1,
        tableCount: 3,
      }),
      fail(`tableFirst ${LIMITS.tables + 1} with no tables`, {
        ...created,
        tableFirst: LIMITS.tables + 1,
        tableCount: 0,
      }),
      fail('tableFirst 0', { ...created, tableFirst: 0 }),
      fail('tableFirst not an integer', { ...created, tableFirst: 1.5 }),
      fail('tableFirst not a number', { ...created, tableFirst: '3' }),
      fail('tableFirst null', { ...created, tableFirst: null }),
      pass(`order ${LIMITS.stages} (the cap: 5 部門 × 予選 and 決勝 fit)`, {
        ...created,
        order: LIMITS.stages,
      }),
      pass('an entrant of two people (a doubles pair)', {
        ...created,
        entrants: [{ ...entrants[0], persons: ['regist0001', 'regist0002'] }, ...entrants.slice(1)],
      }),
    ],
  });
  describeFields('compes/{compeId}/stages/{id} update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/${STAGE}`,
    mode: 'update',
    cases: [
      pass('the whole document rewritten', stage({ status: 'done' })),
      pass(
        'a result entered as its own field',
        { 'results.W2-1': stageResult([0, 2], { at: NOW() }) },
        { write: 'update' },
      ),
      pass('a result cleared', { 'results.W1-2': deleteField() }, { write: 'update' }),
      pass(
        'a match put on a table and another taken off',
        { 'tables.P1': { table: 2, at: NOW() }, 'tables.W2-1': deleteField() },
        { write: 'update' },
      ),
      pass('a Swiss round added', { 'pairings.1': [0, 1, 2, 3] }, { write: 'update' }),
      pass(
        'a new draw (組み合わせを作成)',
        { draw: [3, 2, 1, 0], drawSeed: 7, pairings: {}, results: {}, tables: {} },
        { write: 'update' },
      ),
      fail(
        'a result under a key that is no match id',
        { 'results.W99-1-1': stageResult([0, 1]) },
        { write: 'update' },
      ),
      pass(
        'a result and the next call in one write (自動呼び出し)',
        { 'results.W2-1': stageResult([0, 2], { at: NOW() }), 'tables.P1': { table: 1, at: NOW() } },
        { write: 'update' },
      ),
      pass('tables turned off', { tableCount: 0 }, { write: 'update' }),
      pass('a table called コート', { tableLabel: 'コート', autoCall: true }, { write: 'update' }),
      fail(
        'a table under a key that is no match id',
        { 'tables.bogus': { table: 1, at: NOW() } },
        { write: 'update' },
      ),
      fail(`${LIMITS.tables + 1} tables`, { tableCount: LIMITS.tables + 1 }, { write: 'update' }),
      fail('tableLabel removed', { tableLabel: deleteField() }, { write: 'update' }),
      fail('autoCall not a boolean', { autoCall: 'yes' }, { write: 'update' }),
      pass('agreed reports made 確定 (合意した報告を確定にする)', { autoConfirm: true }, { write: 'update' }),
      fail('autoConfirm not a boolean', { autoConfirm: 'yes' }, { write: 'update' }),
      pass(
        'a stage stored before autoConfirm existed still takes a result',
        { autoConfirm: deleteField(), 'results.W2-1': stageResult([0, 2], { at: NOW() }) },
        { write: 'update' },
      ),
      fail('a round that is not a number', { 'pairings.r1': [0, 1] }, { write: 'update' }),
      fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
      fail('status not one of the values', { status: 'bogus' }, { write: 'update' }),
      fail('order removed', { order: deleteField() }, { write: 'update' }),
      fail('name blank', { name: '   ' }, { write: 'update' }),
      fail('a ranking rule that does not exist', { tiebreaks: ['wins', 'coinToss'] }, { write: 'update' }),
      // 設定を変更 (docs/play.md "Editing a stage and seeding"): the dialog's fields in one update;
      // before the draw with the entrants, after it only what leaves the matches intact.
      pass(
        'settings changed before the draw (format, groups, ranking rules, 勝点, tables, entrants)',
        {
          name: '予選リーグ',
          format: 'league',
          scoring: 'points',
          bestOf: 1,
          points: { win: 2, draw: 1, loss: 0 },
          tiebreaks: ['points', 'sos', 'headToHead'],
          thirdPlace: false,
          reset: false,
          groups: 2,
          rounds: 5,
          seeds: 0,
          from: null,
          tableCount: 4,
          tableLabel: 'コート',
          autoCall: true,
          entrants: [...entrants].reverse(),
          draw: [],
          results: {},
          tables: {},
          status: 'draft',
        },
        { write: 'update' },
      ),
      pass(
        'settings changed after the draw (name, ranking rules, 勝点, tables)',
        {
          name: '決勝',
          tiebreaks: [...TIEBREAKS],
          points: { win: 0, draw: 0, loss: 0 },
          rounds: 3,
          tableCount: 1,
          tableLabel: '盤',
          autoCall: false,
        },
        { write: 'update' },
      ),
      pass(
        'entrants moved by hand (出場者・シード順)',
        { entrants: [entrants[3], ...entrants.slice(0, 3)] },
        {
          write: 'update',
        },
      ),
      pass('every entrant taken out', { entrants: [] }, { write: 'update' }),
      pass(
        '組み合わせを取り消す (back to before the draw)',
        { draw: [], pairings: {}, results: {}, tables: {}, status: 'draft', entrants: [] },
        { write: 'update' },
      ),
      // The cap itself (256 pass, 257 fail) is a create case above; the same isStage judges updates.
      fail(
        `${LIMITS.stageEntrants + 1} entrants (one over the cap)`,
        { entrants: manyEntrants(LIMITS.stageEntrants + 1) },
        { write: 'update' },
      ),
      fail('entrants not a list', { entrants: { 0: entrants[0] } }, { write: 'update' }),
      fail('entrants removed', { entrants: deleteField() }, { write: 'update' }),
      fail(
        `${LIMITS.tiebreaks + 1} ranking rules (one over the cap)`,
        { tiebreaks: [...TIEBREAKS, 'wins'] },
        { write: 'update' },
      ),
      fail('a ranking rule that is not text', { tiebreaks: ['wins', 1] }, { write: 'update' }),
      fail('勝点 over 10', { points: { win: 11, draw: 1, loss: 0 } }, { write: 'update' }),
      fail('勝点 without a draw', { points: { win: 3, loss: 0 } }, { write: 'update' }),
      fail('勝点 with an extra key', { points: { win: 3, draw: 1, loss: 0, bye: 3 } }, { write: 'update' }),
      fail('a format that does not exist', { format: 'ladder' }, { write: 'update' }),
      fail(`${LIMITS.swissRounds + 1} Swiss rounds`, { rounds: LIMITS.swissRounds + 1 }, { write: 'update' }),
      fail('a name over 30 characters', { name: 'あ'.repeat(31) }, { write: 'update' }),
      fail('tableLabel over 6 characters', { tableLabel: 'テーブル番号台' }, { write: 'update' }),
      // The stored stage plays on the hall's tables 3 … 4: a change of either keeps the last ≤ 64.
      pass('moved to the hall tables 61 … 64', { tableFirst: 61, tableCount: 4 }, { write: 'update' }),
      fail(
        `more tables than fit after tableFirst 3 (${LIMITS.tables - 1})`,
        { tableCount: LIMITS.tables - 1 },
        { write: 'update' },
      ),
      pass('its 部門 changed', { divisionId: 'd2' }, { write: 'update' }),
      pass('its 部門 removed', { divisionId: deleteField(), tableFirst: deleteField() }, { write: 'update' }),
      fail('a 部門 id that is a number', { divisionId: 1 }, { write: 'update' }),
    ],
  });
}

const entrants = stage().entrants as { id: string; name: string; affiliation: string; persons?: string[] }[];
const manyEntrants = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `entry${String(i).padStart(4, '0')}`,
    name: `選手${i}`,
    affiliation: '',
  }));

export function describeStageChangeFields(): void {
  const path = `compes/${PUBLISHED}/stages/${STAGE}/changes/${NEW_ID}`;
  const created = stageChange(NOW(), {
    before: stageResult([2, 3], { confirmed: false }),
    after: stageResult([2, 3], { outcome: 'a', games: [2, 0] }),
    affected: ['W2-1', 'P1'],
  });
  describeFields('compes/{compeId}/stages/{id}/changes/{id} create (staff): shape', {
    role: 'staff',
    path,
    mode: 'create',
    cases: [
      ...deriveShapeCases(stageChangeSchema, created, {
        serverTimes: ['at'],
        fixed: ['by'],
        skip: {
          before: 'a result or null: rules check only that (isStageChange), the readers parse it',
          after: 'a result or null: rules check only that (isStageChange), the readers parse it',
        },
      }),
      pass('a first result (before = null)', { ...created, before: null }),
      pass('a result cleared (after = null)', { ...created, after: null }),
      pass('the result as entered, without its own at', stageChange(NOW())),
      fail('before not a map', { ...created, before: 'a' }),
      fail('before a list', { ...created, before: ['a'] }),
      fail('after not a map', { ...created, after: 'b' }),
      fail('after a list', { ...created, after: [] }),
      fail('by someone else (another staff member)', { ...created, by: USERS.admin.uid }),
      fail('by null', { ...created, by: null }),
      fail('at a time the client chose', { ...created, at: AT }),
      fail('a matchId that is no match id', { ...created, matchId: 'X1' }),
      fail('a matchId of two match ids joined by a comma', { ...created, matchId: 'W1-1,W1-2' }),
      pass('nothing affected', { ...created, affected: [] }),
      pass('every kind of match id affected', {
        ...created,
        affected: ['L3-2', 'F1', 'F2', 'P1', 'G1-R2-3', 'S3-4'],
      }),
      fail('an affected id that is no match id', { ...created, affected: ['W2-1', 'bogus'] }),
      fail('an affected id that is a number', { ...created, affected: ['W2-1', 7] }),
      fail('an affected id of two joined by a comma', { ...created, affected: ['W2-1,P1'] }),
      fail(`${STAGE_CHANGE_AFFECTED + 1} affected ids`, {
        ...created,
        affected: matchIds(STAGE_CHANGE_AFFECTED + 1),
      }),
      fail(
        'a viewer of the published compe writing one as themselves',
        { ...created, by: USERS.stranger.uid },
        { role: 'stranger' },
      ),
      fail(
        'staff of another club writing one as themselves',
        { ...created, by: USERS.otherStaff.uid },
        { role: 'otherStaff' },
      ),
      fail('a document id with a dot', created, {
        path: `compes/${PUBLISHED}/stages/${STAGE}/changes/bad.id`,
      }),
    ],
  });
  describeFields('compes/{compeId}/stages/{id}/changes/{id} update (staff): never', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/${STAGE}/changes/${CHANGE}`,
    mode: 'update',
    cases: [
      fail('the same entry written again', stageChange()),
      fail('after changed', { after: null }, { write: 'update' }),
      fail('by changed to the writer', { by: USERS.staff.uid, at: NOW() }, { write: 'update' }),
      fail('by the admin', { affected: ['P1'] }, { write: 'update', role: 'admin' }),
    ],
  });
}
