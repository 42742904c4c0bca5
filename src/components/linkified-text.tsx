import { Fragment } from 'react';
import classes from './ui/feedback.module.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"'）」』】]+)/g;

/** Splits text into plain parts and http(s) URLs, trimming punctuation that ends a sentence. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = /[.,、。!?！？]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Organisers' plain text: line breaks kept, URLs linked, never interpreted as HTML (React escapes
 * every part, so a `<script>` in a description stays text).
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ? `${classes.linkified} ${className}` : classes.linkified}>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
