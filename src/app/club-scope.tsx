import { Navigate, Outlet, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useClub } from '@/lib/db/clubs/use-club';
import { MESSAGES } from '@/shared/messages';

/**
 * Every /{clubId}/… route: a club that does not exist is logged as 'No such clubId' and goes to
 * /confirm/unknown_club (docs/product.md). The page renders meanwhile; it is not held back for this read.
 */
export function ClubScope() {
  const { clubId } = useParams();
  const club = useClub(clubId);
  if (club.status === 'ready' && club.data === null) {
    console.warn(MESSAGES.noSuchClub, clubId);
    return <Navigate to={paths.confirm.getHref('unknown_club')} replace />;
  }
  return <Outlet />;
}
