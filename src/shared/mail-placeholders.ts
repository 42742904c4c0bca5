/** `{placeholders}` in a mail's subject and body (see mail-template.ts): which exist and how they fill. */

/** The placeholders a subject or body may use, in the order the compose page offers them. */
export const MAIL_PLACEHOLDERS = [
  { key: 'name', label: '氏名' },
  { key: 'ticketUrl', label: '参加票のURL' },
  { key: 'compeTitle', label: '大会名' },
  { key: 'eventedAt', label: '開催日時' },
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number]['key'];
export type MailValues = Record<MailPlaceholder, string>;

const KNOWN = new Set<string>(MAIL_PLACEHOLDERS.map((p) => p.key));
const PLACEHOLDER = /\{(\w+)\}/g;

/** `{name}` etc. replaced by the recipient's values; anything else in braces stays as written. */
export function fillMail(template: string, values: MailValues): string {
  return template.replace(PLACEHOLDER, (all, key: string) =>
    KNOWN.has(key) ? values[key as MailPlaceholder] : all,
  );
}

/** Placeholders in `template` that are not ones we fill (a typo such as `{nmae}`), each once. */
export function unknownPlaceholders(template: string): string[] {
  const found = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((key) => !KNOWN.has(key));
  return [...new Set(found)];
}
