import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { APP_ORIGINS } from '../lib/config';
import { matchDoc } from '../lib/read-doc';
import { boardRef, compeRef, registRef, reminderClaimRef, remindedRegists, stagesRef } from '../lib/refs';
import { sendAndRecord } from '../mail/transport';
import { stageDocs } from '../play/stage-docs';
import { participantNexts, playOfDay, type ParticipantNext } from './up-next';
import { paths } from '@/config/paths';
import { formatTime } from '@/shared/date-time';
import { stageTableName } from '@/shared/play/hall-tables';
import { REMINDER_MESSAGES, REMINDERS, reminderDue } from '@/shared/reminder-rules';
import { compeSchema } from '@/shared/schemas/compe';
import { LIMITS } from '@/shared/schemas/limits';
import { registSchema } from '@/shared/schemas/regist';
import { boardSchema } from '@/shared/schemas/unit';
import { cappedText } from '@/shared/schemas/common';

/**
 * compes/{compeId}/reminders/{registId}_{stageId}_{matchId} — server-only (no rule matches it): the
 * claim made with create() before a reminder is sent, so a participant hears of one match once.
 */
export const reminderClaimSchema = z.object({
  registId: cappedText(LIMITS.id),
  stageId: cappedText(LIMITS.id),
  matchId: cappedText(LIMITS.id),
  reminder: z.enum(REMINDERS),
  createdAt: z.date(),
  /** The mails document of the message, once it is written. */
  mailId: z.optional(cappedText(LIMITS.id)),
});

const compeToRemind = z.pick(compeSchema, { clubId: true, title: true, cancelledAt: true, hall: true });
const subscriber = z.pick(registSchema, {
  name: true,
  email: true,
  status: true,
  ticketId: true,
  reminder: true,
});

/** Where the ticket link in a reminder points: the app's first origin (a trigger has no caller's). */
function appOrigin(): string {
  const first = APP_ORIGINS.value().split(',')[0]?.trim() ?? '';
  return URL.parse(first)?.origin ?? '';
}

/** 「まもなく出番です」: competition, stage and round, opponent, table if called, estimated time, ticket URL. */
export function reminderMail(
  compe: { title: string },
  person: { name: string; ticketId: string },
  { next }: ParticipantNext,
  /** The table's name (「3番台」), when the match is called or a free table would take it. */
  table: string | null,
  origin: string,
) {
  const link = `${origin}${paths.ticket.getHref(person.ticketId)}`;
  const where =
    next.state === 'upcoming'
      ? [
          ...(next.start ? [`開始予定：${formatTime(next.start)}頃`] : []),
          ...(table ? [`予定の台：${table}`] : []),
        ]
      : [
          `呼び出し：${table ?? ''}`.trim(),
          ...(next.start ? [`呼び出し時刻：${formatTime(next.start)}`] : []),
        ];
  return {
    subject: `【Compe】${compe.title} ${REMINDER_MESSAGES.upNow}`.replace(/\s+/g, ' '),
    text: [
      `${person.name} 様`,
      '',
      `${REMINDER_MESSAGES.upNow}。`,
      '',
      `大会：${compe.title}`,
      `ステージ：${next.stageName} ${next.round}`.trim(),
      `対戦相手：${next.opponent}`,
      ...where,
      '',
      '参加票（最新の出番はこちらで確認できます）：',
      link,
      '',
      'このお知らせは参加票で選んだ「出番が近づいたらメールで知らせる」によるものです。参加票から変更・停止できます。',
      '',
      '--',
      'Compe — クラブの大会運営',
    ].join('\n'),
  };
}

/**
 * Claims the reminder of one participant for one match, in a transaction that also reads their
 * registration: false when it was claimed before (another trigger, a retry, an earlier run) or when
 * they no longer want it or are no longer accepted (cancelled, checked at send time).
 */
async function claim(compeId: string, registId: string, up: ParticipantNext): Promise<boolean> {
  const claimRef = reminderClaimRef(compeId, registId, up.next.stageId, up.next.matchId);
  return db.runTransaction(async (tx) => {
    const [registSnap, claimSnap] = await Promise.all([
      tx.get(registRef(compeId, registId)),
      tx.get(claimRef),
    ]);
    const regist = matchDoc(registSnap, subscriber);
    if (claimSnap.exists || regist?.status !== 'accepted' || !regist.reminder || regist.reminder === 'off')
      return false;
    tx.create(claimRef, {
      registId,
      stageId: up.next.stageId,
      matchId: up.next.matchId,
      reminder: regist.reminder,
      createdAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/**
 * Tells every subscriber of one competition whose next match is now close enough (shared/reminder.ts
 * reminderDue), once per participant and match. Called by the triggers on the stages and the board and
 * by the every-minute run (reminder/triggers.ts). Resolves with how many were mailed.
 */
export async function remindCompe(compeId: string, now = new Date()): Promise<number> {
  const compe = matchDoc(await compeRef(compeId).get(), compeToRemind);
  if (!compe || compe.cancelledAt) return 0;
  const subscribers = await remindedRegists(compeId).where('status', '==', 'accepted').get();
  if (subscribers.empty) return 0;
  const [boardSnap, stagesSnap] = await Promise.all([boardRef(compeId).get(), stagesRef(compeId).get()]);
  const board = matchDoc(boardSnap, boardSchema);
  if (!board) return 0;
  const { stages } = stageDocs(stagesSnap.docs);
  const plays = playOfDay({ board, stages, now });
  const origin = appOrigin();
  let sent = 0;
  for (const doc of subscribers.docs) {
    const person = matchDoc(doc, subscriber);
    if (!person) continue;
    // The next match in each 部門 they play in: each is told once (the claim is per match).
    for (const up of participantNexts(plays, board, stages, doc.id, now)) {
      if (!reminderDue(person.reminder, up.up, now)) continue;
      if (!(await claim(compeId, doc.id, up))) continue;
      const stage = stages.find((candidate) => candidate.id === up.next.stageId);
      const table = stage && up.next.table !== null ? stageTableName(compe.hall, stage, up.next.table) : null;
      const mail = reminderMail(compe, person, up, table, origin);
      const outcome = await sendAndRecord({
        clubId: compe.clubId,
        compeId,
        registId: doc.id,
        kind: 'reminder',
        to: person.email,
        name: person.name,
        ...mail,
      });
      await reminderClaimRef(compeId, doc.id, up.next.stageId, up.next.matchId).update({
        mailId: outcome.mailId,
      });
      if (outcome.state === 'sent') sent += 1;
      else logger.warn('reminder not delivered', { compeId, registId: doc.id, mailId: outcome.mailId });
    }
  }
  return sent;
}
