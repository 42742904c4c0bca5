import { MESSAGES } from '@/shared/messages';
import classes from './cancelled-notice.module.css';

/**
 * 「この大会は中止になりました」: on the live page, the screen-share page, the registration page and
 * every 参加票 of a cancelled competition (docs/product.md "Cancelling and deleting a competition"; the cancelCompe function marks them). A
 * status, not an alert: it is the state of the page, read once.
 */
export function CancelledNotice({ dark = false }: { dark?: boolean }) {
  return (
    <p
      role="status"
      data-testid="compe-cancelled"
      className={dark ? `${classes.cancelled} ${classes.dark}` : classes.cancelled}
    >
      {MESSAGES.compeCancelled}
    </p>
  );
}
