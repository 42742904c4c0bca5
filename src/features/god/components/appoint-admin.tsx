import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InviteDialog } from '@/components/invitation/invite-dialog';
import type { ListedClub } from '@/lib/db/clubs/use-all-clubs';

/** Appoints a club's admin the only way a role is given: by an invitation they accept. */
export function AppointAdmin({ clubs }: { clubs: ListedClub[] }) {
  const [clubId, setClubId] = useState('');
  const [inviting, setInviting] = useState(false);
  const club = clubs.find((item) => item.id === clubId);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        クラブを選んで招待を送ります。受け取った方がリンクからログインすると、そのクラブの管理者になります。
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="クラブ"
          value={clubId}
          onChange={(event) => setClubId(event.target.value)}
          sx={{ minWidth: 240 }}
          size="small"
        >
          {clubs.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.clubName}（{item.id}）
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={!club} onClick={() => setInviting(true)}>
          管理者を招待
        </Button>
      </Stack>
      {inviting && club ? (
        <InviteDialog
          open
          onClose={() => setInviting(false)}
          clubId={club.id}
          clubName={club.clubName}
          defaultRole="admin"
        />
      ) : null}
    </Stack>
  );
}
