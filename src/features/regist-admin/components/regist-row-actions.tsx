import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { RegistAction } from '@/shared/schemas/callables';
import type { Regist } from '@/shared/schemas/regist';
import { ACTION_TEXT, actionsFor } from '../regist-actions';

/** The 操作 menu of one row: only the actions its status allows; none once rejected or cancelled. */
export function RegistRowActions({
  regist,
  onAction,
}: {
  regist: Regist;
  onAction: (regist: Regist, action: RegistAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions = actionsFor(regist.status);
  if (actions.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`${regist.name}さんの操作`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        操作
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(regist, action);
            }}
            sx={ACTION_TEXT[action].destructive ? { color: 'error.main' } : undefined}
          >
            {ACTION_TEXT[action].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
