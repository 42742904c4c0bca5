import Chip from '@mui/material/Chip';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** 「未達のみ n」: narrows a list (参加申込リスト, エントリー) to the people the last mail did not reach. */
export function UnreachedToggle({
  count,
  on,
  onToggle,
}: {
  count: number;
  on: boolean;
  onToggle: () => void;
}) {
  return (
    <Chip
      label={`${STAFF_MESSAGES.deliveryUnreachedOnly} ${count}`}
      onClick={onToggle}
      color={on ? 'error' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      aria-pressed={on}
      title={STAFF_MESSAGES.deliveryUnreachedHint}
    />
  );
}
