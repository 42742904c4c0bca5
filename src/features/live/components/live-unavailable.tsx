import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/shared/messages';
import classes from './live-unavailable.module.css';

/** An unpublished or unknown competition: said plainly, with the way back to the club. */
export function LiveUnavailable({ clubId, dark = false }: { clubId: string; dark?: boolean }) {
  return (
    <div className={classes.box}>
      <p role="alert" className={classes.message}>
        {MESSAGES.liveUnavailable}
      </p>
      <RouterLink
        to={paths.club.getHref(clubId)}
        className={dark ? `${classes.back} ${classes.dark}` : classes.back}
      >
        {MESSAGES.liveBackToClub}
      </RouterLink>
    </div>
  );
}
