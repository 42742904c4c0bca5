import { useCallback, useEffect, useState, type RefObject } from 'react';
import { loadPrintFonts, type PrintFace } from './print-fonts';

export type PrintFontsStatus = 'loading' | 'ready' | 'failed';

/** The pictures of `root` (QR codes) decoded: on paper from the first page printed. */
async function imagesDecoded(root: Element): Promise<void> {
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) =>
      typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined,
    ),
  );
}

/**
 * Whether the print in `root` can go to paper in its own fonts (print-fonts.ts): loading while the
 * files its text needs arrive, again whenever `content` changes (another stage, the QR codes in),
 * `failed` when they cannot be had; `retry` asks again.
 */
export function usePrintFonts(
  face: PrintFace,
  root: RefObject<HTMLElement | null>,
  content: unknown,
): { status: PrintFontsStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // What the last load answered, and for which content: other content is loading until it answers.
  const [answer, setAnswer] = useState<{ content: unknown; attempt: number; ok: boolean } | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let live = true;
    loadPrintFonts(face, element)
      .then(() => imagesDecoded(element))
      .then(
        () => live && setAnswer({ content, attempt, ok: true }),
        (error: unknown) => {
          console.warn(error);
          if (live) setAnswer({ content, attempt, ok: false });
        },
      );
    return () => {
      live = false;
    };
  }, [face, root, content, attempt]);
  const current = answer && answer.content === content && answer.attempt === attempt ? answer : null;
  const status: PrintFontsStatus = current === null ? 'loading' : current.ok ? 'ready' : 'failed';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
