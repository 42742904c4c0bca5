import { logger } from 'firebase-functions';
import * as z from 'zod/mini';
import { auth } from '../lib/admin';
import { isAuthUserNotFound } from '../lib/callable';
import { readDoc } from '../lib/read-doc';
import { clubContactRef, clubRef, compeRef } from '../lib/refs';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { clubSchema } from '@/shared/schemas/club';
import { cappedText } from '@/shared/schemas/common';
import { compeSchema } from '@/shared/schemas/compe';
import { LIMITS } from '@/shared/schemas/limits';
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

/**
 * What mail reads of a club: its name (clubs/{clubId}), and its addresses as stored
 * (clubs/{clubId}/private/contact) — the rules take some that emailText would refuse, and a club's
 * mail must not stop over one of them. Never `emails` on the public club document, where clubs
 * saved before the move kept them: scripts/move-club-emails.ts moves those (README's deploy steps).
 */
const clubNaming = z.pick(clubSchema, { clubName: true });
const storedAddresses = z.object({ emails: z.array(cappedText(LIMITS.email)) });

/** The club's name and addresses; null when there is no such club. */
export async function clubAddressing(clubId: string): Promise<{ clubName: string; emails: string[] } | null> {
  const [club, contact] = await Promise.all([clubRef(clubId).get(), clubContactRef(clubId).get()]);
  const named = readDoc(club, clubNaming);
  if (!named) return null;
  return {
    clubName: named.clubName,
    emails: readDoc(contact, storedAddresses)?.emails ?? [],
  };
}

/** The addresses among a club's `emails` that can take mail at all. */
export const clubAddresses = (emails: readonly string[]) => emails.filter((email) => email.includes('@'));

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
    const owner = readDoc(await compeRef(compeId).get(), z.pick(compeSchema, { owner: true }))?.owner;
    if (!owner) return null;
    try {
      const host = await auth.getUser(owner);
      return {
        name: host.displayName?.trim() || MESSAGES.indieHostFallback,
        replyTo: host.email?.includes('@') ? [host.email] : [],
      };
    } catch (error) {
      if (isAuthUserNotFound(error)) return null;
      throw error;
    }
  }
  const club = await clubAddressing(clubId);
  if (!club) return null;
  return { name: club.clubName, replyTo: clubAddresses(club.emails) };
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
