import Alert from '@mui/material/Alert';
import { PageLoading } from '@/components/page-loading';
import { StaffCompePage } from '@/components/staff-compe-page';
import { useAwards } from '@/lib/db/awards/use-awards';
import { useClub } from '@/lib/db/clubs/use-club';
import { useEntries } from '@/lib/db/entries/use-entries';
import { useStages } from '@/lib/db/stages/use-stages';
import { MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import { AwardsManager } from '../components/awards-manager';

function AwardsData({ compe }: { compe: Compe }) {
  const stages = useStages(compe.id);
  const entries = useEntries(compe.id);
  const club = useClub(compe.clubId);
  // The editor starts from the stored awards: it waits for them.
  const awards = useAwards(compe.id);
  if (stages.status === 'loading' || awards.status === 'loading') return <PageLoading />;
  if (stages.status === 'error' || awards.status === 'error') {
    return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  }
  return (
    <AwardsManager
      compe={compe}
      stages={stages.data}
      entries={entries.data ?? []}
      clubName={club.data?.clubName ?? ''}
      namedAwards={awards.data}
    />
  );
}

/**
 * /{clubId}/form/{compeId}/awards 表彰 (docs/play.md "Awards (表彰状)"): 表彰状 of the placings of
 * every finished, 確定 stage and of the awards the organiser names, ticked and printed one A4 page
 * each; the awards edited; 結果 as CSV.
 */
export default function AwardsPage() {
  return (
    <StaffCompePage label="表彰" printHeading={false}>
      {(compe) => <AwardsData key={compe.id} compe={compe} />}
    </StaffCompePage>
  );
}
