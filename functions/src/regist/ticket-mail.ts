import { logger } from 'firebase-functions';
import { sendAndRecord } from '../mail/transport';
import { formatDateTime } from './store';
import { paths } from '../../../src/config/paths';
import { REGIST_STATUS_LABELS, type RegistStatus } from '../../../src/shared/schemas/regist';

export interface TicketMailInput {
  clubId: string;
  compeId: string;
  registId: string;
  ticketId: string;
  compeTitle: string;
  eventedAt: Date;
  venue: string;
  name: string;
  email: string;
  number: number;
  status: RegistStatus;
}

const STATUS_NOTES: Record<RegistStatus, string> = {
  accepted: '参加が確定しました。当日は参加票（QRコード）をご提示ください。',
  pending: '主催者が申し込みを確認しています。承認されるとメールでお知らせします。',
  waitlisted:
    '定員に達しているため、キャンセル待ちとして受け付けました。空きが出ると自動で繰り上がり、メールでお知らせします。',
  rejected: '申し込みは承認されませんでした。',
  cancelled: '申し込みはキャンセルされました。',
};

/** The mail of a 参加票: what happened, the status, and the link to the ticket. */
export function ticketMail(input: TicketMailInput, origin: string, reason: 'submitted' | 'promoted') {
  const link = `${origin}${paths.ticket.getHref(input.ticketId)}`;
  const subject =
    reason === 'promoted'
      ? `【Compe】${input.compeTitle} キャンセル待ちから繰り上がりました`
      : `【Compe】${input.compeTitle} 参加申し込みを受け付けました（${REGIST_STATUS_LABELS[input.status]}）`;
  const lead =
    reason === 'promoted'
      ? `キャンセルが出たため、「${input.compeTitle}」のキャンセル待ちから繰り上がりました。`
      : `「${input.compeTitle}」への参加申し込みを受け付けました。`;
  return {
    link,
    subject: subject.replace(/\s+/g, ' '),
    text: [
      `${input.name} 様`,
      '',
      lead,
      STATUS_NOTES[input.status],
      '',
      `大会：${input.compeTitle}`,
      `日時：${formatDateTime(input.eventedAt)}`,
      ...(input.venue ? [`会場：${input.venue}`] : []),
      `受付番号：${input.number}`,
      `状態：${REGIST_STATUS_LABELS[input.status]}`,
      '',
      '参加票（状態の確認・キャンセルはこちらから）：',
      link,
      '',
      'このリンクを知っている人は誰でも参加票を表示・キャンセルできます。他の人に教えないでください。',
      '',
      '--',
      'Compe — クラブの大会運営',
    ].join('\n'),
  };
}

/**
 * Mails the ticket link, recorded in `mails` (kind 'ticket'). The registration is already stored
 * when this runs, so a failure is logged and never turns the call into an error.
 */
export async function mailTicket(
  input: TicketMailInput,
  origin: string,
  reason: 'submitted' | 'promoted',
): Promise<void> {
  const mail = ticketMail(input, origin, reason);
  try {
    await sendAndRecord({
      clubId: input.clubId,
      compeId: input.compeId,
      registId: input.registId,
      kind: 'ticket',
      to: input.email,
      name: input.name,
      subject: mail.subject,
      text: mail.text,
    });
  } catch (error) {
    logger.error('ticket mail not recorded', { ticketId: input.ticketId, error: String(error) });
  }
}
