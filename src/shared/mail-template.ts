import { paths } from '@/config/paths';
import { formatDateTime } from './date-time';
import type { Entry } from './schemas/entry';
import type { Audience } from './schemas/mail';
import type { Regist } from './schemas/regist';
import { ACTIVE_REGIST_STATUSES, REGIST_STATUS_LABELS } from './regist-status';
import { fillMail, type MailValues } from './mail-placeholders';

/**
 * Bulk mail to participants (メール送信 and sendMail, docs/product.md): which registrations an audience
 * means, and how `{placeholders}` are filled for one recipient. The compose page (recipient count,
 * live preview) and the sendMail function run this same code, so what staff see is what is sent.
 */

/**
 * One recipient's values: `{ticketUrl}` is their 参加票 on `origin`, `{eventedAt}` the start in
 * Japan time (2026年12月1日(火) 10:00). The preview and the function both fill from here.
 */
export function mailValues(
  recipient: Pick<Recipient, 'name' | 'ticketId'>,
  compe: { title: string; eventedAt: Date },
  origin: string,
): MailValues {
  return {
    name: recipient.name,
    ticketUrl: `${origin}${paths.ticket.getHref(recipient.ticketId)}`,
    compeTitle: compe.title,
    eventedAt: formatDateTime(compe.eventedAt),
  };
}

/** What every bulk mail ends with: who sent it, and through what. */
export function mailFooter(clubName: string): string {
  return `\n\n--\n${clubName}\nこのメールは Compe（クラブの大会運営）から送信しています。`;
}

/** One recipient's message as sent: subject and body filled, the footer added. */
export function composeMail(
  template: { subject: string; body: string },
  values: MailValues,
  clubName: string,
): { subject: string; text: string } {
  return {
    subject: fillMail(template.subject, values),
    text: fillMail(template.body, values) + mailFooter(clubName),
  };
}

/**
 * The mail of 大会を中止 (docs/product.md "Cancelling and deleting a competition"): sent by cancelCompe to every registration that still takes
 * part (audience `all`), filled per recipient like any bulk mail; `note` is the staff's own words.
 * The cancel dialog previews this same text.
 */
export function cancelMailTemplate(note: string): { subject: string; body: string } {
  const words = note.trim();
  return {
    subject: '【中止】{compeTitle}',
    body: [
      '{name} 様',
      '',
      '{eventedAt} 開催予定の「{compeTitle}」は、中止になりました。',
      'お申し込みいただいたにもかかわらず、申し訳ありません。',
      ...(words ? ['', words] : []),
      '',
      'お申し込みの参加票（中止と表示されます）：',
      '{ticketUrl}',
      '',
      'ご不明な点は、このメールに返信してお問い合わせください。',
    ].join('\n'),
  };
}

/** The audiences of the compose page, with their Japanese labels. */
export const AUDIENCE_LABELS = {
  all: '申込者全員（キャンセル・不承認を除く）',
  status: '申込状態で選ぶ',
  entries: 'エントリー済みの人',
  checkedIn: '受付済みの人',
  notCheckedIn: '未受付の人（承認済のみ）',
} as const;

/** One person a bulk mail goes to. */
export interface Recipient {
  registId: string;
  ticketId: string;
  name: string;
  email: string;
}

type AudienceRegist = Pick<Regist, 'id' | 'name' | 'email' | 'status' | 'ticketId' | 'checkedInAt'>;

/** Registrations that still take part: cancelled and rejected people are mailed only when chosen by status. */
const active = (regist: AudienceRegist) => ACTIVE_REGIST_STATUSES.includes(regist.status);

/**
 * The recipients of `audience` among a competition's registrations, in the order given, one per
 * address (case-insensitive) so nobody gets the same message twice.
 *  - all: every registration except cancelled and rejected ones
 *  - status: every registration with that status (cancelled and rejected included, when chosen)
 *  - entries: active registrations that an entry on エントリー links to (entry.registId)
 *  - checkedIn: registrations checked in at the venue
 *  - notCheckedIn: accepted registrations not checked in yet
 */
export function selectRecipients(
  audience: Audience,
  regists: readonly AudienceRegist[],
  entries: readonly Pick<Entry, 'registId'>[],
): Recipient[] {
  const entered = new Set(entries.map((entry) => entry.registId).filter(Boolean));
  const chosen = regists.filter((regist) => {
    switch (audience.kind) {
      case 'all':
        return active(regist);
      case 'status':
        return regist.status === audience.status;
      case 'entries':
        return active(regist) && entered.has(regist.id);
      case 'checkedIn':
        return regist.checkedInAt !== null && active(regist);
      case 'notCheckedIn':
        return regist.status === 'accepted' && regist.checkedInAt === null;
    }
  });
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const regist of chosen) {
    const key = regist.email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push({
      registId: regist.id,
      ticketId: regist.ticketId,
      name: regist.name,
      email: regist.email,
    });
  }
  return recipients;
}

/** The audience said in Japanese, as the mailbox list and the result page show it. */
export function audienceLabel(audience: Audience): string {
  if (audience.kind === 'status' && audience.status)
    return `申込状態：${REGIST_STATUS_LABELS[audience.status]}`;
  return AUDIENCE_LABELS[audience.kind];
}
