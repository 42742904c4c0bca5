import type { ReactNode } from 'react';
import classes from './livez-stage.module.css';

/**
 * The 16:9 stage, letterboxed in any window: white on near-black, type sized in cqh (hundredths of
 * the stage's height), so the meeting sees the same screen whatever the sharer's window.
 */
export function Stage({
  children,
  ...data
}: {
  children: ReactNode;
  'data-updated-at'?: number | '';
  'data-current-unit-id'?: string;
}) {
  return (
    <div className={classes.frame}>
      <main {...data} className={classes.stage}>
        {children}
      </main>
    </div>
  );
}
