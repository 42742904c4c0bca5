import { logger } from 'firebase-functions';
import { sendAndRecord } from '../mail/transport';
import { formatDateTime } from '@/shared/date-time';
import { paths } from '@/config/paths';
import { REGIST_STATUS_LABELS, type RegistStatus } from '@/shared/schemas/regist';
import type { TicketDivision } from '@/shared/schemas/ticket';
import { enteredDivisionsLine } from '@/shared/entered-divisions';

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
  /** 出場する部門 and each pair's state, as the 参加票 shows them; absent without 部門. */
  divisions?: TicketDivision[];
}

const STATUS_NOTES: Record<RegistStatus, string> = {
  accepted: '参加が確定しました。当日は参加票（QRコード）をご提示ください。',
  pending: '主催者が申し込みを確認しています。承認されるとメールでお知らせします。',
  waitlisted:
    '定員に達しているため、キャンセル待ちとして受け付けました。空きが出ると自動で繰り上がり、メールでお知らせします。',
  rejected: '申し込みは承認されませんでした。ご不明な点は主催者にお問い合わせください。',
  cancelled: '申し込みはキャンセルされました。ご不明な点は主催者にお問い合わせください。',
};

/** Why a 参加票 is mailed: a new application, or a change of its status. */
export type TicketMailReason = 'submitted' | 'promoted' | 'approved' | 'rejected' | 'cancelled';

const SUBJECTS: Record<TicketMailReason, (title: string, status: RegistStatus) => string> = {
  submitted: (title, status) =>
    `【Compe】${title} 参加申し込みを受け付けました（${REGIST_STATUS_LABELS[status]}）`,
  promoted: (title) => `【Compe】${title} キャンセル待ちから繰り上がりました`,
  approved: (title) => `【Compe】${title} 参加が承認されました`,
  rejected: (title) => `【Compe】${title} 参加申し込みについて`,
  cancelled: (title) => `【Compe】${title} 参加申し込みがキャンセルされました`,
};

const LEADS: Record<TicketMailReason, (title: string) => string> = {
  submitted: (title) => `「${title}」への参加申し込みを受け付けました。`,
  promoted: (title) => `キャンセルが出たため、「${title}」のキャンセル待ちから繰り上がりました。`,
  approved: (title) => `「${title}」への参加申し込みを主催者が承認しました。`,
  rejected: (title) => `「${title}」への参加申し込みについて、主催者からのお知らせです。`,
  cancelled: (title) => `「${title}」への参加申し込みを主催者がキャンセルしました。`,
};

/** The mail of a 参加票: what happened, the status, and the link to the ticket. */
export function ticketMail(input: TicketMailInput, origin: string, reason: TicketMailReason) {
  const link = `${origin}${paths.ticket.getHref(input.ticketId)}`;
  const subject = SUBJECTS[reason](input.compeTitle, input.status);
  const lead = LEADS[reason](input.compeTitle);
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
      ...(input.divisions?.length ? [`出場する部門：${enteredDivisionsLine(input.divisions)}`] : []),
      `状態：${REGIST_STATUS_LABELS[input.status]}`,
      '',
      reason === 'rejected' || reason === 'cancelled'
        ? '参加票：'
        : '参加票（状態の確認・キャンセルはこちらから）：',
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
  reason: TicketMailReason,
): Promise<void> {
  await sendToParticipant(input, ticketMail(input, origin, reason), 'ticket mail not recorded');
}

/** Who a mail about a registration goes to, and whose record keeps it. */
export type Participant = Pick<
  TicketMailInput,
  'clubId' | 'compeId' | 'registId' | 'ticketId' | 'name' | 'email'
>;

/**
 * Sends a mail about a registration to its participant and records it as their 参加票's mail (kind
 * `ticket`: the lists show it as the person's last mail). Called once the write it tells of has
 * committed, so a failure is logged (`failed`) and never turns the call into an error.
 */
export async function sendToParticipant(
  to: Participant,
  mail: { subject: string; text: string },
  failed: string,
): Promise<void> {
  try {
    await sendAndRecord({
      clubId: to.clubId,
      compeId: to.compeId,
      registId: to.registId,
      kind: 'ticket',
      to: to.email,
      name: to.name,
      subject: mail.subject,
      text: mail.text,
    });
  } catch (error) {
    logger.error(failed, { ticketId: to.ticketId, error: String(error) });
  }
}
