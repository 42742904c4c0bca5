import { defineString } from 'firebase-functions/params';

/*
 * The functions' configuration (firebase-functions params). Locally and in tests the values come
 * from functions/.env.demo-compe, which the emulator loads for the demo project; for a real project
 * `firebase deploy` asks for them once and keeps them in functions/.env.<projectId>.
 */

/**
 * Where mail goes, as a nodemailer URL: smtp://host:port, or smtps://user:password@host:465 for a
 * provider that needs a login. A URL with a password is a credential: the .env file of a real
 * project that holds one must stay out of git.
 */
export const SMTP_URL = defineString('SMTP_URL', {
  description:
    'SMTP server for outgoing mail as a nodemailer URL, e.g. smtps://user:password@smtp.example.com:465',
});

/** The From header of every message, e.g. "Compe <no-reply@example.com>". */
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'From header of outgoing mail, e.g. "Compe <no-reply@example.com>"',
});

/** Where お問い合わせ without a club goes (the people who run this Compe). */
export const OPERATOR_EMAIL = defineString('OPERATOR_EMAIL', {
  description: 'Address that receives the contact form when no club is chosen, e.g. support@compe.example',
});

/** Comma-separated origins of the app; links in mail may only point to one of them. */
export const APP_ORIGINS = defineString('APP_ORIGINS', {
  description: 'Comma-separated origins the app is served from, e.g. https://compe.example',
});

/** The origin of `url` when it is one of APP_ORIGINS, else null. */
export function allowedOrigin(url: string): string | null {
  const origin = URL.parse(url)?.origin;
  if (!origin || origin === 'null') return null;
  const allowed = APP_ORIGINS.value()
    .split(',')
    .map((entry) => URL.parse(entry.trim())?.origin);
  return allowed.includes(origin) ? origin : null;
}
