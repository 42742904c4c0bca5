import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from '@/components/snackbar';
import { paths } from '@/config/paths';
import { LABELS } from '@/shared/messages';
import type { ListedClub } from '@/lib/db/clubs/use-all-clubs';
import { orderText } from '@/shared/schemas/club';
import { updateClubOrder } from '@/lib/db/clubs/update-club-order';
import { writeErrorMessage } from '@/lib/firebase/errors';

/** Every club with links to its page and its 基本設定, and its order editable in place. */
export function ClubList({ clubs }: { clubs: ListedClub[] }) {
  if (clubs.length === 0) {
    return (
      <Typography color="textSecondary">
        まだクラブがありません。「クラブを作成」から始めましょう。
      </Typography>
    );
  }
  return (
    <List aria-label="クラブ" disablePadding>
      {clubs.map((club) => (
        <ListItem key={club.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{club.clubName}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
              ID: {club.id}
              {club.shortName !== club.clubName ? `・略称: ${club.shortName}` : ''}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
              <Link component={RouterLink} to={paths.club.getHref(club.id)}>
                クラブページ
              </Link>
              <Link component={RouterLink} to={paths.form.club.getHref(club.id)}>
                基本設定
              </Link>
            </Stack>
          </Stack>
          <OrderEditor club={club} />
        </ListItem>
      ))}
    </List>
  );
}

function OrderEditor({ club }: { club: ListedClub }) {
  const notify = useNotify();
  const [value, setValue] = useState(String(club.order));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checked = orderText.safeParse(value);
  const changed = checked.success && Number(checked.data) !== club.order;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success || !changed) return;
    setSaving(true);
    setProblem(null);
    try {
      await updateClubOrder(club.id, Number(checked.data));
      notify(`${club.clubName}の表示順を変更しました`);
    } catch (error) {
      console.error('updating the order failed', club.id, error);
      setProblem(writeErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ flex: '0 0 auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={`${club.clubName}の表示順`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          type="number"
          size="small"
          sx={{ width: 170 }}
          error={!checked.success}
          helperText={checked.success ? ' ' : checked.error.issues[0]?.message}
          slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined" disabled={!changed || saving} sx={{ mt: 0.5 }}>
          {LABELS.save}
        </Button>
      </Stack>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}
