import { Navigate, useParams } from 'react-router-dom';
import { compeLinkHref } from '@/config/paths';

/** /{clubId}/form itself opens the competition list. */
export default function FormIndex() {
  const { clubId } = useParams();
  return <Navigate to={compeLinkHref(clubId as string)} replace />;
}
