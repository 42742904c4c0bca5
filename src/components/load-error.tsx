import type { ReactNode } from 'react';
import { MESSAGES } from '@/shared/messages';
import classes from './ui/feedback.module.css';

/** A message in place of content that could not be shown (an Alert without MUI's icons). */
export function LoadError({
  children = MESSAGES.loadFailed,
  tone = 'error',
}: {
  children?: ReactNode;
  tone?: 'error' | 'warning';
}) {
  return (
    <p role="alert" className={tone === 'warning' ? `${classes.notice} ${classes.warning}` : classes.notice}>
      {children}
    </p>
  );
}
