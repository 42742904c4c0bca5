import { Outlet } from 'react-router-dom';

/**
 * The management shell (管理). Loaded only behind RequireForm, so no staff code reaches a public
 * page. Its sidebars (competition menu, mailbox) arrive with their pages' issues.
 */
export default function FormLayout() {
  return <Outlet />;
}
