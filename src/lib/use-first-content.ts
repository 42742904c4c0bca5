import { useEffect, useState } from 'react';
import { afterFirstContent } from './first-content';

/**
 * Whether the page's first content is on screen (lib/first-content). For parts that would compete
 * with it: a form's code, say, asked for only once the page's content has painted.
 */
export function useFirstContentReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => afterFirstContent(() => setReached(true)), []);
  return reached;
}
