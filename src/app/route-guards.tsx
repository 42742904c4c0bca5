import { Navigate, Outlet, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formGuard, godGuard, type GuardResult } from '@/lib/session/guards';
import { useSession } from '@/lib/session/session';
import { PageLoading } from '@/components/page-loading';

function Guarded({ result }: { result: GuardResult }) {
  if (result === 'wait') return <PageLoading />;
  if (result === 'reject') return <Navigate to={paths.confirm.getHref('router_reject')} replace />;
  return <Outlet />;
}

/** /{clubId}/form/*: indie, or a club in the user's tk_claims (docs/product.md). */
export function RequireForm() {
  const { session } = useSession();
  const { clubId } = useParams();
  return <Guarded result={formGuard(session, clubId)} />;
}

/** /god: the fixed super-user list with a verified e-mail. */
export function RequireGod() {
  const { session } = useSession();
  return <Guarded result={godGuard(session)} />;
}
