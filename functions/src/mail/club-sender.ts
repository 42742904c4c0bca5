import { logger } from 'firebase-functions';
import { auth, db } from '../lib/admin';
import { isAuthUserNotFound } from '../lib/callable';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import type { MAIL_KINDS } from '@/shared/schemas/mail';

/**
 * Who a message is from when a club sends it: its From header shows `name` (at MAIL_FROM's own
 * address — we cannot send as the club's domain), and Reply-To is `replyTo`, so a person who
 * answers reaches the club, not no-reply.
 */
export interface MailSender {
  name: string;
  /** Empty when the club lists no e-mail: replies then have nowhere better to go. */
  replyTo: string[];
}

/**
 * Mail that goes to the club itself (お問い合わせ, whose Reply-To is the person who wrote) is
 * the only kind not sent in a club's name. Every other kind — bulk, 参加票, invitations, the
 * auto-reply and any kind added later — is, unless it is listed here.
 */
const NOT_FROM_A_CLUB: ReadonlySet<(typeof MAIL_KINDS)[number]> = new Set(['contact']);

export function sentByClub(kind: (typeof MAIL_KINDS)[number]): boolean {
  return !NOT_FROM_A_CLUB.has(kind);
}

const isAddress = (value: unknown): value is string => typeof value === 'string' && value.includes('@');

/**
 * The sender of the mail club `clubId` sends (about competition `compeId`, when there is one):
 * the club's name and its `emails` list. In the shared club `indie` each competition is its
 * host's, so the host stands for the club: the owner's Auth display name (or
 * MESSAGES.indieHostFallback) and their own address. Null when there is no such club or host:
 * the mail then goes out as Compe, with no Reply-To.
 *
 * transport.ts asks this for every message it sends (`sendAndRecord`, `deliverAll`); a new kind
 * of mail from a club gets the right sender by going through them.
 */
export async function clubSender(clubId: string, compeId?: string): Promise<MailSender | null> {
  if (!clubId) return null;
  if (clubId === INDIE_CLUB_ID) {
    if (!compeId) return null;
    const owner: unknown = (await db.collection('compes').doc(compeId).get()).get('owner');
    if (typeof owner !== 'string' || !owner) return null;
    try {
      const host = await auth.getUser(owner);
      return {
        name: host.displayName?.trim() || MESSAGES.indieHostFallback,
        replyTo: isAddress(host.email) ? [host.email] : [],
      };
    } catch (error) {
      if (isAuthUserNotFound(error)) return null;
      throw error;
    }
  }
  const club = await db.collection('clubs').doc(clubId).get();
  if (!club.exists) return null;
  const name: unknown = club.get('clubName');
  const emails: unknown = club.get('emails');
  return {
    name: typeof name === 'string' && name.trim() ? name.trim() : clubId,
    replyTo: Array.isArray(emails) ? emails.filter(isAddress) : [],
  };
}

/**
 * `clubSender` for a run of messages, asked once per club and competition: a bulk mail to a
 * thousand people reads the club once, not a thousand times. A club that cannot be read does not
 * stop its mail: it goes out as Compe.
 */
export function clubSenders(): (mail: {
  clubId: string;
  compeId?: string;
  kind: (typeof MAIL_KINDS)[number];
}) => Promise<MailSender | null> {
  const known = new Map<string, Promise<MailSender | null>>();
  return (mail) => {
    if (!sentByClub(mail.kind)) return Promise.resolve(null);
    const key = mail.clubId === INDIE_CLUB_ID ? `${mail.clubId}/${mail.compeId ?? ''}` : mail.clubId;
    let sender = known.get(key);
    if (!sender) {
      sender = clubSender(mail.clubId, mail.compeId).catch((error: unknown) => {
        logger.warn('mail sender not found', { clubId: mail.clubId, error: String(error) });
        return null;
      });
      known.set(key, sender);
    }
    return sender;
  };
}
