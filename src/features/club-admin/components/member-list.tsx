import { RoleSelect } from '@/components/role-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { PageLoading } from '@/components/page-loading';
import type { Role } from '@/shared/constants';
import { LABELS, MESSAGES } from '@/shared/messages';
import type { Member } from '@/shared/schemas/club';
import { setMemberRole } from '../api/set-member-role';
import { useMembers } from '@/lib/db/members/use-members';
import { byRoleThenName } from '../member-order';

interface Props {
  clubId: string;
  /** Club admin or super-user: may change roles and remove members. */
  canManage: boolean;
  /** The signed-in user, marked (あなた) in the list. */
  selfUid: string | undefined;
}

const nameOf = (member: Member) => member.displayName || member.email;

/** Who holds a role in the club; an admin changes a role or removes someone (with confirmation). */
export function MemberList({ clubId, canManage, selfUid }: Props) {
  const members = useMembers(clubId);
  const notify = useNotify();
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ member: Member; open: boolean } | null>(null);

  const change = async (member: Member, role: Role | null) => {
    setProblem(null);
    setBusyUid(member.id);
    const result = await setMemberRole(member.id, clubId, role);
    setBusyUid(null);
    if (result.ok) {
      notify(role ? `${nameOf(member)}さんを${LABELS[role]}にしました` : `${nameOf(member)}さんを外しました`);
    } else {
      setProblem(result.error);
    }
  };

  if (members.status === 'loading') return <PageLoading label="スタッフを読み込み中" />;
  if (members.status === 'error') return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return (
    <Stack spacing={1}>
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      {members.data.length === 0 ? (
        <Typography color="textSecondary">
          まだ誰もいません。「招待する」からスタッフを招待しましょう。
        </Typography>
      ) : (
        <List aria-label="スタッフ" disablePadding>
          {[...members.data].sort(byRoleThenName).map((member) => {
            const name = nameOf(member);
            const self = member.id === selfUid;
            return (
              <ListItem key={member.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  sx={{ flex: '1 1 14rem', minWidth: 0, wordBreak: 'break-all' }}
                  primary={`${name}${self ? '（あなた）' : ''}`}
                  secondary={member.displayName ? member.email : undefined}
                />
                {canManage ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <RoleSelect
                      label={`${name}の役割`}
                      value={member.role}
                      disabled={busyUid === member.id}
                      onChange={(role) => void change(member, role)}
                    />
                    <Button
                      color="error"
                      disabled={busyUid === member.id}
                      onClick={() => setRemoving({ member, open: true })}
                      aria-label={`${name}をクラブから${LABELS.remove}`}
                    >
                      {LABELS.remove}
                    </Button>
                  </Stack>
                ) : (
                  <Chip size="small" label={LABELS[member.role]} variant="outlined" />
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={!!removing?.open}
        title="クラブから外しますか？"
        confirmLabel={LABELS.remove}
        destructive
        onCancel={() => setRemoving((current) => current && { ...current, open: false })}
        onConfirm={() => {
          if (!removing) return;
          setRemoving({ ...removing, open: false });
          void change(removing.member, null);
        }}
      >
        {removing ? nameOf(removing.member) : ''}さんはこのクラブの管理ページに入れなくなります。
      </ConfirmDialog>
    </Stack>
  );
}
