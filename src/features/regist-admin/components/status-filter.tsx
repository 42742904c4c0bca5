import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { REGIST_STATUSES, REGIST_STATUS_LABELS, type RegistStatus } from '@/shared/regist-status';
import type { StatusFilter } from '../regist-list';

/** すべて and each status with its count; one is chosen (aria-pressed), the counts are live. */
export function StatusFilterChips({
  value,
  counts,
  total,
  onChange,
}: {
  value: StatusFilter;
  counts: Record<RegistStatus, number>;
  total: number;
  onChange: (value: StatusFilter) => void;
}) {
  const options: { value: StatusFilter; label: string; count: number }[] = [
    { value: 'all', label: 'すべて', count: total },
    ...REGIST_STATUSES.map((status) => ({
      value: status,
      label: REGIST_STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <Stack direction="row" role="group" aria-label="状態で絞り込む" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.value}
            label={`${option.label} ${option.count}`}
            onClick={() => onChange(option.value)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
          />
        );
      })}
    </Stack>
  );
}
