import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { Regist } from '@/shared/schemas/regist';
import { ACTION_TEXT, actionsFor, type RowAction } from '../regist-actions';

/**
 * The 操作 menu of one row: only the actions its status allows, and 「ペア」 when the competition has
 * ペア 部門 (`pairable`); none once rejected or cancelled.
 */
export function RegistRowActions({
  regist,
  pairable = false,
  onAction,
}: {
  regist: Regist;
  pairable?: boolean;
  onAction: (regist: Regist, action: RowAction) => void;
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
        {pairable ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onAction(regist, 'pair');
            }}
          >
            ペア
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
