import { useEffect, useState } from 'react';
import { holdFirstContent } from '@/lib/first-content';
import { MESSAGES } from '@/shared/messages';
import classes from '@/components/ticket/ticket.module.css';

type QrModule = typeof import('qrcode');

/** An SVG QR code of `url`: the encoder arrives after first paint, the space is kept meanwhile. */
async function qrDataUrl(url: string): Promise<string> {
  // qrcode is CommonJS: its functions sit on `default` or on the namespace, by bundler.
  const mod: QrModule & { default?: QrModule } = await import('qrcode');
  const svg = await (mod.default ?? mod).toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The ticket URL as a QR code, for staff to scan at the venue (docs/product.md §5). Vector, so it
 * stays sharp on paper; 200 px reads from a phone held at arm's length.
 */
export function TicketQr({ url, size = 200 }: { url: string; size?: number }) {
  const [qr, setQr] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let active = true;
    // The QR code is the heart of the page: what waits for first content (the font, the live
    // listener) waits for it too.
    const release = holdFirstContent();
    qrDataUrl(url)
      .then(
        (src) => active && setQr({ url, src }),
        (error: unknown) => console.error(error),
      )
      .finally(release);
    return () => {
      active = false;
      release();
    };
  }, [url]);

  const frame = { width: size, height: size };
  if (qr?.url !== url) {
    return <div aria-hidden className={`${classes.qrPending} no-print`} style={frame} />;
  }
  return (
    <img
      src={qr.src}
      alt={MESSAGES.ticketQrLabel}
      width={size}
      height={size}
      className={classes.qr}
      style={frame}
    />
  );
}
