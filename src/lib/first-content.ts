/**
 * "The page's first content is on screen": the moment when work that would only compete with it for
 * a phone's bandwidth may start (the Japanese web font: ~30 unicode-range files of ~10 KB for one
 * page of text). Reads hold it (useLoader, the live board) until they settle; it is reached on the
 * frame after the last of them paints, or a while after `load` on a page that reads nothing.
 */
const PAGE_WITHOUT_READS_MS = 1500;
/** A read that hangs (offline) does not keep the font away for ever. */
const MAX_WAIT_MS = 8000;

let pending = 0;
let held = false;
let reached = false;
const waiting: (() => void)[] = [];

function reach(): void {
  if (reached) return;
  reached = true;
  for (const callback of waiting.splice(0)) callback();
}

/**
 * A frame is on screen a while after the main thread is done with it: the compositor presents it
 * later, a slow phone's heavy frame (a live board) later still, and that presentation is the
 * content's paint time (its LCP). Measured at 4× CPU on the live page, the listener's SDK was asked
 * for 5–11 ms before the board's frame was presented when this waited two frames only.
 */
const PRESENTATION_MARGIN_MS = 50;

/** Two frames (the first lets React commit, the second comes after it), then the margin above. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, PRESENTATION_MARGIN_MS)));
}

/** Call when a read that the first paint shows starts; call the returned function when it settles. */
export function holdFirstContent(): () => void {
  if (reached) return () => undefined;
  pending += 1;
  held = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    if (pending === 0) afterPaint(() => pending === 0 && reach());
  };
}

/** Runs `callback` once the first content is on screen (at once if it already is). */
export function afterFirstContent(callback: () => void): void {
  if (reached) {
    callback();
    return;
  }
  waiting.push(callback);
}

// A page that reads nothing (about, sign-in, the forms) is complete soon after `load`.
if (typeof window !== 'undefined') {
  const fallback = () => {
    setTimeout(() => (!held || pending === 0) && reach(), PAGE_WITHOUT_READS_MS);
    setTimeout(reach, MAX_WAIT_MS);
  };
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}
