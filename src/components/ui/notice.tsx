import type { ReactNode } from 'react';
import classes from './notice.module.css';

/**
 * MUI's Alert (standard, without its icon) in CSS. An error is an alert, read out as it appears;
 * information is a status, read out without interrupting.
 */
export function Notice({
  severity = 'info',
  className,
  children,
}: {
  severity?: 'info' | 'error';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={[classes.notice, classes[severity], className ?? ''].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
