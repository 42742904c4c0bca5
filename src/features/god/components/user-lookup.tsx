import { RoleSelect } from '@/components/role-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/snackbar';
import { ROLES, type Role } from '@/shared/constants';
import { LABELS } from '@/shared/messages';
import type { ListedClub } from '@/lib/db/clubs/use-all-clubs';
import { lookupUserRequest } from '@/shared/schemas/callables';
import { lookupUser, setUserRole, type FoundUser } from '../api/user-claims';

/** Finds a user by e-mail and shows, gives, changes or removes their club roles. */
export function UserLookup({ clubs }: { clubs: ListedClub[] }) {
  const [found, setFound] = useState<FoundUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(lookupUserRequest),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    const result = await lookupUser(email);
    if (result.ok) {
      setFound(result.value);
    } else {
      setFound(null);
      setProblem(result.error);
    }
  });

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        aria-label="ユーザー検索"
      >
        <TextField
          {...register('email')}
          label={LABELS.email}
          type="email"
          size="small"
          fullWidth
          required
          error={!!errors.email}
          helperText={errors.email?.message ?? ' '}
          sx={{ maxWidth: { sm: 400 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || isSubmitting}
          sx={{ mt: { sm: 0.25 } }}
        >
          {isSubmitting ? '検索中…' : '検索'}
        </Button>
      </Stack>
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      {found ? <FoundUserCard key={found.uid} user={found} clubs={clubs} /> : null}
    </Stack>
  );
}

function FoundUserCard({ user, clubs }: { user: FoundUser; clubs: ListedClub[] }) {
  const notify = useNotify();
  const [claims, setClaims] = useState(user.claims);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ clubId: string; open: boolean } | null>(null);
  const [newClubId, setNewClubId] = useState('');
  const [newRole, setNewRole] = useState<Role>('staff');
  const name = user.displayName || user.email;
  const clubName = (clubId: string) => clubs.find((club) => club.id === clubId)?.clubName ?? clubId;
  const entries = Object.entries(claims).sort(([a], [b]) => a.localeCompare(b));

  const change = async (clubId: string, role: Role | null) => {
    setBusy(true);
    setProblem(null);
    const result = await setUserRole(user.uid, clubId, role);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error);
      return false;
    }
    setClaims(result.value);
    notify(
      role
        ? `${name}さんを${clubName(clubId)}の${LABELS[role]}にしました`
        : `${name}さんを${clubName(clubId)}から外しました`,
    );
    return true;
  };

  return (
    <Box
      component="article"
      aria-label={`${name}さんのアカウント`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography sx={{ fontWeight: 700 }}>{user.displayName || '（表示名なし）'}</Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
        UID: {user.uid}
      </Typography>

      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        クラブでの役割
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          どのクラブの役割もありません。
        </Typography>
      ) : (
        <List aria-label={`${name}さんの役割`} disablePadding>
          {entries.map(([clubId, role]) => (
            <ListItem key={clubId} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={clubName(clubId)} secondary={clubId} sx={{ flex: '1 1 10rem' }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <RoleSelect
                  label={`${clubName(clubId)}での役割`}
                  value={role}
                  disabled={busy}
                  onChange={(next) => void change(clubId, next)}
                />
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => setRemoving({ clubId, open: true })}
                  aria-label={`${clubName(clubId)}から${LABELS.remove}`}
                >
                  {LABELS.remove}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="役割を付与するクラブ"
          value={newClubId}
          onChange={(event) => setNewClubId(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {clubs.map((club) => (
            <MenuItem key={club.id} value={club.id}>
              {club.clubName}（{club.id}）
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="付与する役割"
          value={newRole}
          onChange={(event) => setNewRole(event.target.value as Role)}
          sx={{ minWidth: 140 }}
        >
          {ROLES.map((item) => (
            <MenuItem key={item} value={item}>
              {LABELS[item]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!newClubId || busy}
          onClick={async () => {
            if (await change(newClubId, newRole)) setNewClubId('');
          }}
        >
          付与
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}

      <ConfirmDialog
        open={!!removing?.open}
        title="役割を外しますか？"
        confirmLabel={LABELS.remove}
        destructive
        onCancel={() => setRemoving((current) => current && { ...current, open: false })}
        onConfirm={() => {
          if (!removing) return;
          setRemoving({ ...removing, open: false });
          void change(removing.clubId, null);
        }}
      >
        {name}さんは{removing ? clubName(removing.clubId) : ''}の管理ページに入れなくなります。
      </ConfirmDialog>
    </Box>
  );
}
