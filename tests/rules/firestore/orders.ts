/**
 * 団体戦 (docs/play.md "Team ties"): the sealed orders compes/{compeId}/orders, which only staff
 * read and only the functions write, and a team stage's `tie` (its template, set while a draft) and
 * `lineups` (both orders once open, written by the functions alone).
 */
import { collection, deleteField, query, type DocumentData } from 'firebase/firestore';
import { TIE_PRESETS } from '@/shared/play/tie-template';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import { describeFields, fail, pass } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import { NOBODY } from '../support/roles';
import {
  AT,
  NEW_ID,
  NOW,
  PUBLISHED,
  stage,
  stageResult,
  teamStage,
  TIE_TEMPLATE,
  tieOrders,
  WORLD,
} from '../support/world';
import { PARENTS } from './compe-children';

const nobody = { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY };
const ORDERS = 'team0001_W1-1';

/**
 * compes/{compeId}/orders: whoever runs the compe reads both sides' orders (対戦's オーダー dialog);
 * nobody else — not a viewer of the published competition, not either team — and nobody writes
 * them but submitOrder and openOrders. A captain sees their own order on their 参加票 instead.
 */
export const orderRows: MatrixRow[] = PARENTS.map(({ compeId, state, runners }) => ({
  name: `compes/{compeId}/orders/{stageId}_{tieId} · ${state}`,
  get: `compes/${compeId}/orders/${ORDERS}`,
  list: {
    describe: 'all orders of the compe',
    query: (db) => query(collection(db, 'compes', compeId, 'orders')),
  },
  create: { path: `compes/${compeId}/orders/team0001_W2-1`, data: () => tieOrders({ tieId: 'W2-1' }) },
  // Side b's order put in by hand: the function's work, never a client's.
  update: {
    path: `compes/${compeId}/orders/${ORDERS}`,
    data: () => ({
      b: { order: ['m1', 'm2', 'm1+m3', 'm3', 'm4'], by: 'regist0002', role: 'captain', at: AT },
    }),
  },
  delete: `compes/${compeId}/orders/${ORDERS}`,
  allow: { ...nobody, get: runners, list: runners },
}));

const TEAM_STAGE = `compes/${PUBLISHED}/stages/team0001`;
const lineup = (over: DocumentData = {}) => ({
  a: ['m1', 'm2', 'm1+m3', 'm3', 'm4'],
  b: ['m2', 'm1', 'm3+m4', 'm4', 'm3'],
  sides: [0, 1],
  at: AT,
  ...over,
});
/**
 * A new draft stage with `tie`, as small as a stage gets (no entrants or matches yet): the
 * emulator's coverage report keeps every document a rule saw at every expression that saw it, and
 * the whole suite's report must stay under the 2 GiB the emulator can send.
 */
const draftStage = (over: DocumentData = {}) =>
  stage({ status: 'draft', entrants: [], draw: [], results: {}, tables: {}, from: null, ...over });
const withTie = (tie: DocumentData) => draftStage({ tie });
/** The document without `key` (a whole stage or template written without it). */
const without = (data: DocumentData, key: string): DocumentData =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const withoutForfeit = without(TIE_TEMPLATE, 'forfeit');
const withoutLineups = without(teamStage(), 'lineups');
const draftTeamStage = without(teamStage({ status: 'draft', draw: [] }), 'lineups');
const DRAFT_WORLD = { ...WORLD, [TEAM_STAGE]: draftTeamStage };

/** A team stage's tie template and lineups, as staff write the stage. */
export function describeTeamStageFields(): void {
  describeFields('compes/{compeId}/stages/{id} create (staff): 団体戦 tie and lineups', {
    role: 'staff',
    path: `compes/${PUBLISHED}/stages/${NEW_ID}`,
    mode: 'create',
    cases: [
      ...TIE_PRESETS.map((preset) =>
        pass(`a draft stage with the ${preset} template`, withTie(TIE_PRESET_TEMPLATES[preset])),
      ),
      pass(
        'a template edited to 9 rubbers, 9 at once',
        withTie({ ...TIE_TEMPLATE, layout: 'SDSDSDSDS', parallel: 9 }),
      ),
      pass('a forfeit of nothing', withTie({ ...TIE_TEMPLATE, forfeit: { games: 0, points: 0 } })),
      pass(
        'a forfeit of 9 games and 9999 points (the caps)',
        withTie({ ...TIE_TEMPLATE, forfeit: { games: 9, points: 9999 } }),
      ),
      // Its ties' orders and rubbers follow the template: it is chosen before the stage runs.
      fail('a running stage created with a template', draftStage({ status: 'running', tie: TIE_TEMPLATE })),
      fail('a template that is not a map', withTie(['SSDSS'] as unknown as DocumentData)),
      fail('a template of null', draftStage({ tie: null })),
      fail('a template without its forfeit', withTie(withoutForfeit)),
      fail('a template with an unknown key', withTie({ ...TIE_TEMPLATE, zzUnknown: 1 })),
      fail('a preset that does not exist', withTie({ ...TIE_TEMPLATE, preset: 'tt9s' })),
      fail('a layout with a letter other than S and D', withTie({ ...TIE_TEMPLATE, layout: 'SSXSS' })),
      fail('a layout in lower case', withTie({ ...TIE_TEMPLATE, layout: 'ssdss' })),
      fail('an empty layout', withTie({ ...TIE_TEMPLATE, layout: '' })),
      fail('a layout of 10 rubbers', withTie({ ...TIE_TEMPLATE, layout: 'S'.repeat(10) })),
      fail('a layout that is not text', withTie({ ...TIE_TEMPLATE, layout: 5 })),
      fail('a label style that does not exist', withTie({ ...TIE_TEMPLATE, labels: 'roman' })),
      fail('a vacancy rule that does not exist', withTie({ ...TIE_TEMPLATE, vacancy: 'middle' })),
      fail('打ち切り not a boolean', withTie({ ...TIE_TEMPLATE, stopWhenDecided: 'yes' })),
      fail('no rubbers at once', withTie({ ...TIE_TEMPLATE, parallel: 0 })),
      fail('10 rubbers at once', withTie({ ...TIE_TEMPLATE, parallel: 10 })),
      fail('singles per player not an integer', withTie({ ...TIE_TEMPLATE, singlesPerPlayer: 1.5 })),
      fail('no doubles per player', withTie({ ...TIE_TEMPLATE, doublesPerPlayer: 0 })),
      fail('10 rubbers per player', withTie({ ...TIE_TEMPLATE, rubbersPerPlayer: 10 })),
      fail('noPairOfFirstTwo not a boolean', withTie({ ...TIE_TEMPLATE, noPairOfFirstTwo: 1 })),
      fail('leadFirst not a boolean', withTie({ ...TIE_TEMPLATE, leadFirst: null })),
      fail('byPoints not a boolean', withTie({ ...TIE_TEMPLATE, byPoints: 'no' })),
      fail('decider not a boolean', withTie({ ...TIE_TEMPLATE, decider: 0 })),
      fail(
        'a forfeit with an unknown key',
        withTie({ ...TIE_TEMPLATE, forfeit: { games: 3, points: 33, sets: 1 } }),
      ),
      fail('a forfeit of 10 games', withTie({ ...TIE_TEMPLATE, forfeit: { games: 10, points: 33 } })),
      fail('a forfeit of 10000 points', withTie({ ...TIE_TEMPLATE, forfeit: { games: 3, points: 10000 } })),
      fail('a forfeit of negative games', withTie({ ...TIE_TEMPLATE, forfeit: { games: -1, points: 0 } })),
      // The lineups are the functions' (submitOrder, openOrders), never a client's, even a valid one.
      fail('a stage created with a lineup', { ...withTie(TIE_TEMPLATE), lineups: { 'W1-1': lineup() } }),
      fail('a stage created with no lineups yet', { ...withTie(TIE_TEMPLATE), lineups: {} }),
      fail('lineups that are not a map', { ...withTie(TIE_TEMPLATE), lineups: [lineup()] }),
      fail('a lineup under a key that is no match id', {
        ...withTie(TIE_TEMPLATE),
        lineups: { X1: lineup() },
      }),
    ],
  });

  // The team stage is running, both orders of W1-1 open.
  describeFields('compes/{compeId}/stages/{id} update (staff): 団体戦 tie and lineups of a running stage', {
    role: 'staff',
    path: TEAM_STAGE,
    mode: 'update',
    cases: [
      pass(
        "a tie's result entered, the lineups kept",
        { 'results.W1-1': stageResult([0, 1], { at: NOW() }) },
        { write: 'update' },
      ),
      pass('the whole document rewritten with its lineups as they are', teamStage({ name: '団体戦 決勝' })),
      fail('a lineup written by staff', { 'lineups.W2-1': lineup() }, { write: 'update' }),
      fail(
        "a lineup's order changed",
        { 'lineups.W1-1.a': ['m2', 'm1', 'm1+m3', 'm3', 'm4'] },
        { write: 'update' },
      ),
      fail('a lineup removed', { 'lineups.W1-1': deleteField() }, { write: 'update' }),
      fail('the lineups removed', { lineups: deleteField() }, { write: 'update' }),
      fail('the whole document rewritten without its lineups', withoutLineups),
      fail('the template changed while it runs', { 'tie.layout': 'SSSSS' }, { write: 'update' }),
      fail('the template removed while it runs', { tie: deleteField() }, { write: 'update' }),
      fail(
        'a template put on a running stage',
        { tie: TIE_TEMPLATE },
        { write: 'update', path: `compes/${PUBLISHED}/stages/stage0001` },
      ),
      fail('a lineup by the admin', { 'lineups.W2-1': lineup() }, { write: 'update', role: 'admin' }),
    ],
  });

  // Before the draw: the template is staff's to choose.
  describeFields('compes/{compeId}/stages/{id} update (staff): 団体戦 tie of a draft stage', {
    role: 'staff',
    path: TEAM_STAGE,
    mode: 'update',
    world: DRAFT_WORLD,
    cases: [
      pass('another preset chosen', { tie: TIE_PRESET_TEMPLATES.board3 }, { write: 'update' }),
      pass('the template edited (打ち切り off)', { 'tie.stopWhenDecided': false }, { write: 'update' }),
      pass('the template removed (no longer a team stage)', { tie: deleteField() }, { write: 'update' }),
      pass(
        'the template set and the stage drawn in one write',
        { 'tie.parallel': 1, draw: [0, 1], status: 'running' },
        { write: 'update' },
      ),
      fail('a template edited to a wrong layout', { 'tie.layout': 'SSTSS' }, { write: 'update' }),
      fail('a lineup written by staff before the draw', { 'lineups.W1-1': lineup() }, { write: 'update' }),
    ],
  });
}
