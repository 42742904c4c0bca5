import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLES, type Role } from '@/shared/constants';
import { LABELS } from '@/shared/messages';

interface Props {
  label: string;
  value: Role;
  disabled?: boolean;
  /** Called only when another role is picked. */
  onChange: (role: Role) => void;
}

/** A club role (管理者 / スタッフ) picker, as used on 基本設定 and /god. */
export function RoleSelect({ label, value, disabled, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const role = event.target.value as Role;
        if (role !== value) onChange(role);
      }}
      sx={{ minWidth: 140 }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
