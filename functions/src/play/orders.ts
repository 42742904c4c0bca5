import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { matchDoc, readDoc } from '../lib/read-doc';
import { compeRef, orderRef, stageRef, stagesRef, ticketRef } from '../lib/refs';
import { stageDocs } from './stage-docs';
import { mayManage } from '../lib/staff';
import { perCaller, throttle } from '../lib/throttle';
import { MESSAGES } from '@/shared/messages';
import { ORDER_MESSAGES } from '@/shared/order-messages';
import { resolveStage } from '@/shared/play/stage-plan';
import { competitionFloor, floorCalls } from '@/shared/play/floor';
import { orderIssues } from '@/shared/play/tie';
import { decodeOrder, type StoredOrder } from '@/shared/play/tie-places';
import {
  openOrdersRequest,
  submitOrderRequest,
  type OpenOrdersResponse,
  type OrderSide,
  type SubmitOrderResponse,
} from '@/shared/schemas/callables';
import { compeSchema, type Compe } from '@/shared/schemas/compe';
import {
  ORDER_CHANGES_MAX,
  orderDocId,
  orderDocSchema,
  type OrderDoc,
  type SideOrder,
} from '@/shared/schemas/order';
import { stageSchema, type Stage } from '@/shared/schemas/stage';
import type { Lineup } from '@/shared/schemas/tie';
import { registTicketSchema, TICKET_ORDERS_MAX } from '@/shared/schemas/ticket';

/**
 * How often one 参加票 may send an order, and one caller any (docs/data-model.md, Throttles): a
 * captain corrects an order a few times before each tie, a team plays a handful of ties a day.
 */
export const SUBMIT_ORDER_LIMITS = { perTicket: 30, perIp: 120, windowMs: 10 * 60_000 } as const;

const MAX_ATTEMPTS = 30;
const SIDES = ['a', 'b'] as const;
const other = (side: OrderSide): OrderSide => (side === 'a' ? 'b' : 'a');

const compeForOrders = z.pick(compeSchema, { clubId: true, owner: true, cancelledAt: true, hall: true });
const ticketForOrders = z.pick(registTicketSchema, {
  code: true,
  compeId: true,
  registId: true,
  status: true,
  orders: true,
});

type Entrant = Stage['entrants'][number];

/** The tie as the orders read it: its stage (a 団体戦's) and the two teams, both known. */
interface Tie {
  stage: Omit<Stage, 'id'>;
  teams: Record<OrderSide, Entrant>;
  /** The teams as entrant indices (a, b): what the lineup is written for (lineupSchema.sides). */
  sides: [number, number];
  /** Its lineup is written, for these two teams (one for others is stale: a correction upstream). */
  opened: boolean;
  /** It has a result: its orders are history. */
  decided: boolean;
}

const notFound = () => new HttpsError('not-found', ORDER_MESSAGES.notFound);
const refused = (message: string) => new HttpsError('failed-precondition', message);

function readTie(snap: DocumentSnapshot, tieId: string): Tie {
  const stage = readDoc(snap, stageSchema);
  if (!stage) throw notFound();
  if (!stage.tie) throw refused(ORDER_MESSAGES.notTeam);
  const state = resolveStage(stage).get(tieId);
  if (!state) throw notFound();
  const decided = stage.results[tieId] !== undefined || state.status === 'done';
  const index = (id: string | null | undefined) =>
    id ? stage.entrants.findIndex((entrant) => entrant.id === id) : -1;
  const sides: [number, number] = [index(state.a), index(state.b)];
  const [a, b] = sides.map((i) => stage.entrants[i]);
  if (!a || !b) throw refused(decided ? ORDER_MESSAGES.decided : ORDER_MESSAGES.sidesUnknown);
  const lineup = stage.lineups?.[tieId];
  const opened = lineup !== undefined && lineup.sides[0] === sides[0] && lineup.sides[1] === sides[1];
  return { stage, teams: { a, b }, sides, opened, decided };
}

/**
 * The tie's orders document as kept, or a new one. Orders opened for other teams (the lineup went
 * stale) are not these teams': they start again, the changes kept as the record.
 */
function keptOrders(snap: DocumentSnapshot, tie: Tie, stageId: string, tieId: string): OrderDoc {
  const kept = readDoc(snap, orderDocSchema);
  if (!kept) return { stageId, tieId, changes: [] };
  const stale = kept.openedAt !== undefined && !tie.opened;
  return stale ? { stageId, tieId, changes: kept.changes } : kept;
}

/** Throws the engine's first issue (Japanese) when the order breaks the template's rules. */
function checkOrder(tie: Tie, side: OrderSide, order: StoredOrder): void {
  const template = tie.stage.tie;
  if (!template) throw refused(ORDER_MESSAGES.notTeam);
  const issues = orderIssues(template, tie.teams[side].members ?? [], decodeOrder(order));
  if (issues.length > 0) throw new HttpsError('invalid-argument', issues[0].message);
}

/** Signed-in staff of the competition's club (its owner in `indie`, super-users), else permission-denied. */
async function requireStaff(request: CallableRequest, compeId: string): Promise<string> {
  const caller = await requireCaller(request);
  const seen = readDoc(await compeRef(compeId).get(), z.pick(compeSchema, { clubId: true, owner: true }));
  if (!seen || !mayManage(caller, seen)) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  return caller.uid;
}

/** The orders document as stored, without an absent side written as undefined. */
function storedOrders(doc: OrderDoc): OrderDoc {
  return {
    stageId: doc.stageId,
    tieId: doc.tieId,
    ...(doc.a ? { a: doc.a } : {}),
    ...(doc.b ? { b: doc.b } : {}),
    ...(doc.openedAt ? { openedAt: doc.openedAt } : {}),
    changes: doc.changes,
  };
}

/**
 * Both orders into the stage at once (stage.lineups[tieId], the only place anyone but staff sees
 * them): a side with none is [] (未提出: its rubbers wait until staff enter it).
 */
function writeLineup(
  tx: Transaction,
  compeId: string,
  tie: Tie,
  doc: OrderDoc,
  at: Date,
  hall: { floor: readonly Stage[]; hall: Compe['hall'] },
): void {
  const lineup: Lineup = { a: doc.a?.order ?? [], b: doc.b?.order ?? [], sides: tie.sides, at };
  const fields: Record<string, unknown> = { [`lineups.${doc.tieId}`]: lineup };
  // With 自動呼び出し the tie's first rubbers go to the stage's free tables now, in the same write
  // (as a draw's first calls): nobody has to be on 対戦 when the orders open (docs/play.md "Team ties").
  const own = hall.floor.find((stage) => stage.id === doc.stageId);
  if (own && own.autoCall && own.tableCount > 0) {
    const opened = { ...own, lineups: { ...own.lineups, [doc.tieId]: lineup } };
    const floor = competitionFloor(
      hall.floor.map((stage) => (stage.id === own.id ? opened : stage)),
      hall.hall,
    );
    for (const call of floorCalls(floor, at, (stage) => stage.id === own.id))
      fields[`tables.${call.matchId}`] = { table: call.table, at };
  }
  tx.update(stageRef(compeId, doc.stageId), fields);
}

/** Every stage of the competition with its calls (the floor the first rubbers are called on). */
async function readFloor(tx: Transaction, compeId: string): Promise<Stage[]> {
  return stageDocs((await tx.get(stagesRef(compeId))).docs).stages;
}

/**
 * オーダー提出 (docs/play.md "Team ties"): one side's order for a tie of a 団体戦 stage, sealed in
 * compes/{compeId}/orders/{stageId}_{tieId} until both are in, then written to the stage's
 * `lineups[tieId]` both at once (with `openedAt`), all in one transaction.
 *   captain  (`ticketId`) the 参加票 is the proof: its registration must be a person of one of the
 *            tie's two teams (entrant.persons, the captain's registId), which is the side; refused
 *            once the orders are open. The order is mirrored on their own 参加票 (ticket.orders).
 *   staff    (no ticketId, signed in) any `side`, also after the opening: each such change is
 *            appended to the document's `changes` and the lineup rewritten.
 * Refused: an unknown stage or tie, a stage that is no 団体戦, a tie whose two teams are not both
 * known or that is decided, an order the engine finds wrong (orderIssues, its message). Japanese
 * messages throughout (order-messages.ts); the captain's calls are throttled per ticket and caller.
 */
export const submitOrder = onCall(async (request): Promise<SubmitOrderResponse> => {
  const { compeId, stageId, tieId, order, ticketId, side } = parsePayload(submitOrderRequest, request.data);
  let staffUid: string | undefined;
  if (ticketId !== undefined) {
    await throttle([
      {
        key: `submit-order:${ticketId}`,
        limit: SUBMIT_ORDER_LIMITS.perTicket,
        windowMs: SUBMIT_ORDER_LIMITS.windowMs,
      },
      ...perCaller(
        'submit-order-ip',
        request.rawRequest,
        SUBMIT_ORDER_LIMITS.perIp,
        SUBMIT_ORDER_LIMITS.windowMs,
      ),
    ]);
  } else {
    staffUid = await requireStaff(request, compeId);
    if (!side) throw new HttpsError('invalid-argument', ORDER_MESSAGES.sideRequired);
  }

  return db.runTransaction(
    async (tx): Promise<SubmitOrderResponse> => {
      const now = new Date();
      const [compeSnap, stageSnap, orderSnap, ticketSnap] = await Promise.all([
        tx.get(compeRef(compeId)),
        tx.get(stageRef(compeId, stageId)),
        tx.get(orderRef(compeId, stageId, tieId)),
        ticketId !== undefined ? tx.get(ticketRef(ticketId)) : undefined,
      ]);
      const compe = readDoc(compeSnap, compeForOrders);
      if (!compe) throw notFound();
      const ticket = ticketSnap ? matchDoc(ticketSnap, ticketForOrders) : undefined;
      if (ticketId !== undefined && (!ticket || ticket.compeId !== compeId))
        throw new HttpsError('not-found', ORDER_MESSAGES.ticketNotFound);
      if (compe.cancelledAt) throw refused(ORDER_MESSAGES.compeCancelled);
      const tie = readTie(stageSnap, tieId);
      if (tie.decided) throw refused(ORDER_MESSAGES.decided);

      let sideOf: OrderSide;
      let sent: SideOrder;
      if (ticket) {
        if (ticket.status === 'cancelled' || ticket.status === 'rejected')
          throw refused(ORDER_MESSAGES.registCancelled);
        const mine = SIDES.filter((s) => tie.teams[s].persons?.includes(ticket.registId));
        // A captain of both teams (one person for two teams of the 部門) names the side; a side
        // named that is not theirs is refused, not taken for their own.
        const chosen = side
          ? mine.includes(side)
            ? side
            : undefined
          : mine.length === 1
            ? mine[0]
            : undefined;
        if (!chosen) throw new HttpsError('permission-denied', ORDER_MESSAGES.notYourTie);
        sideOf = chosen;
        sent = { order, by: ticket.registId, role: 'captain', at: now };
      } else {
        sideOf = side ?? 'a';
        sent = { order, by: staffUid ?? '', role: 'staff', at: now };
      }

      const kept = keptOrders(orderSnap, tie, stageId, tieId);
      const opened = tie.opened;
      if (opened && ticket) throw refused(ORDER_MESSAGES.opened);
      checkOrder(tie, sideOf, order);

      const next: OrderDoc = { ...kept, [sideOf]: sent };
      if (opened) {
        if (kept.changes.length >= ORDER_CHANGES_MAX) throw refused(ORDER_MESSAGES.changesFull);
        next.changes = [...kept.changes, { ...sent, side: sideOf }];
      }
      const open = opened || next[other(sideOf)] !== undefined;
      if (open) {
        next.openedAt = kept.openedAt ?? now;
        // Every stage is read only when the orders open (the first rubbers' calls), still before
        // any write of the transaction: a sealed order reads its own tie alone.
        const floor = await readFloor(tx, compeId);
        writeLineup(tx, compeId, tie, next, now, { floor, hall: compe.hall });
      }
      tx.set(orderRef(compeId, stageId, tieId), storedOrders(next));
      if (ticket && ticketId !== undefined) {
        // The newest TICKET_ORDERS_MAX, this one among them.
        const key = orderDocId(stageId, tieId);
        const orders = Object.entries({ ...ticket.orders, [key]: { order, at: now } })
          .sort(([, x], [, y]) => y.at.getTime() - x.at.getTime())
          .slice(0, TICKET_ORDERS_MAX);
        tx.update(ticketRef(ticketId), { orders: Object.fromEntries(orders) });
      }
      return { opened: open };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
});

/**
 * オーダーを公開 (staff, docs/play.md "Team ties"): at the deadline, both sides' orders as they are
 * go to the stage's `lineups[tieId]` at once ([] for a side that sent none) and the orders document
 * gets `openedAt`. Once open, calling again changes nothing. Refused as submitOrder refuses a tie
 * (unknown, no 団体戦, teams not known, decided).
 */
export const openOrders = onCall(async (request): Promise<OpenOrdersResponse> => {
  const { compeId, stageId, tieId } = parsePayload(openOrdersRequest, request.data);
  await requireStaff(request, compeId);
  return db.runTransaction(
    async (tx): Promise<OpenOrdersResponse> => {
      const now = new Date();
      const [stageSnap, orderSnap, compeSnap, floor] = await Promise.all([
        tx.get(stageRef(compeId, stageId)),
        tx.get(orderRef(compeId, stageId, tieId)),
        tx.get(compeRef(compeId)),
        readFloor(tx, compeId),
      ]);
      const compe = readDoc(compeSnap, compeForOrders);
      const tie = readTie(stageSnap, tieId);
      // Open already (both orders were in, or staff opened it): nothing to do, whatever came since.
      if (tie.opened) return { opened: true };
      if (tie.decided) throw refused(ORDER_MESSAGES.decided);
      const kept = keptOrders(orderSnap, tie, stageId, tieId);
      const next: OrderDoc = { ...kept, openedAt: kept.openedAt ?? now };
      writeLineup(tx, compeId, tie, next, now, { floor, hall: compe?.hall });
      tx.set(orderRef(compeId, stageId, tieId), storedOrders(next));
      return { opened: true };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
});
