import { ComingSoon } from '../../../components/coming-soon';

// Built by its own issue; until then the route exists with its title (issue 3).
export default function GodPage() {
  return <ComingSoon title="神ページ" />;
}
