import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Division } from '@/shared/schemas/compe';
import type { DivisionFilter } from '../regist-list';

/**
 * 部門で絞り込む on 参加申込リスト, for a competition with 部門: すべての部門 and each 部門 with how many
 * entered it, as the status chips beside it (one chosen, aria-pressed, the counts live).
 */
export function RegistDivisionChips({
  divisions,
  value,
  counts,
  onChange,
}: {
  divisions: readonly Division[];
  value: DivisionFilter;
  counts: Record<string, number>;
  onChange: (value: DivisionFilter) => void;
}) {
  const options: { value: DivisionFilter; label: string }[] = [
    { value: 'all', label: 'すべての部門' },
    ...divisions.map((division) => ({
      value: division.id,
      label: `${division.name} ${counts[division.id] ?? 0}`,
    })),
  ];
  return (
    <Stack direction="row" role="group" aria-label="部門で絞り込む" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.value}
            label={option.label}
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
