import { ConfirmDialog } from '@/components/confirm-dialog';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { compeLinkHref, paths } from '@/config/paths';
import { avatarInitial, isSuperUser, useSession, type SessionUser } from '@/lib/session/session';
import { useClub } from '@/lib/db/clubs/use-club';
import { INDIE_CLUB_ID, INDIE_LABEL, INDIE_SUBTITLE } from '@/shared/constants';
import { LABELS, MESSAGES } from '@/shared/messages';
import { pendingWrites, subscribePendingWrites } from '@/lib/sync/pending-writes';
import { STAFF_SYNC } from '@/shared/staff-messages';

function ClubItem({ clubId, role, onClose }: { clubId: string; role: string; onClose: () => void }) {
  const club = useClub(clubId);
  return (
    <MenuItem component={RouterLink} to={compeLinkHref(clubId)} onClick={onClose}>
      <ListItemText
        primary={club.data?.clubName ?? clubId}
        secondary={role === 'admin' ? '管理者' : 'スタッフ'}
      />
    </MenuItem>
  );
}

/** The avatar menu (docs/product.md): who, their clubs from claims, the indie club, logout (confirmed). */
export default function AvatarMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession({ deferred: true });
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  const clubs = Object.entries(user.claims).filter(([id]) => id !== INDIE_CLUB_ID);
  // Sign-out deletes this device's copy of staff data, unsent writes included: say so first.
  const unsent = useSyncExternalStore(subscribePendingWrites, pendingWrites).length;

  const logout = async () => {
    setConfirming(false);
    await signOut();
    navigate(paths.home.getHref());
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="アカウントメニュー"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36 }} data-testid="avatar">
          {avatarInitial(user)}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{user.displayName || user.email}</ListSubheader>
        <Divider />
        {clubs.map(([clubId, role]) => (
          <ClubItem key={clubId} clubId={clubId} role={role} onClose={close} />
        ))}
        <MenuItem component={RouterLink} to={compeLinkHref(INDIE_CLUB_ID)} onClick={close}>
          <ListItemText primary={INDIE_LABEL} secondary={INDIE_SUBTITLE} />
        </MenuItem>
        {isSuperUser(user) ? (
          <MenuItem component={RouterLink} to={paths.god.getHref()} onClick={close}>
            <ListItemText primary="神ページ" />
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          {LABELS.logout}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={MESSAGES.signOutConfirm}
        confirmLabel={unsent > 0 ? STAFF_SYNC.signOutDropUnsent : LABELS.logout}
        destructive={unsent > 0}
        onCancel={() => setConfirming(false)}
        onConfirm={logout}
      >
        {unsent > 0 ? STAFF_SYNC.signOutUnsent.replace('{n}', String(unsent)) : null}
      </ConfirmDialog>
    </>
  );
}
