import { mailSchema, type Mail } from '@/shared/schemas/mail';

let serial = 0;

/**
 * One `mails` document to a registration of compe c1 of sakura-tt, parsed through mailSchema so a
 * fixture the functions would never write fails here. `minute` orders messages: 10:00 + minute (JST).
 */
export function mailTo(
  registId: string,
  values: Partial<Omit<Mail, 'id'>> & { id?: string; minute?: number } = {},
): Mail {
  const { id = `m${(serial += 1)}`, minute = 0, ...rest } = values;
  const createdAt = new Date(Date.UTC(2026, 10, 1, 1, minute));
  const data = mailSchema.parse({
    clubId: 'sakura-tt',
    compeId: 'c1',
    registId,
    kind: 'ticket',
    to: `${registId}@example.com`,
    subject: '【さくら杯】参加票',
    state: 'sent',
    attempts: 1,
    sentAt: rest.state === 'sent' || rest.state === undefined ? createdAt : null,
    createdAt,
    ...rest,
  });
  return { ...data, id };
}
