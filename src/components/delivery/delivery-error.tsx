import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { deliveryErrorReason } from '@/shared/delivery-error-kind';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

interface Props {
  /** The raw reason as recorded in mails/{id}.error (what the SMTP server said). */
  error: string;
  variant?: 'body2' | 'caption';
  color?: string;
  maxWidth?: number;
}

/**
 * Why a message failed, said in Japanese (shared/delivery-error.ts), with the SMTP server's own
 * words behind 詳細 — in English and full of codes, but what a provider's support will ask for.
 */
export function DeliveryError({ error, variant = 'body2', color = 'error', maxWidth }: Props) {
  const [open, setOpen] = useState(false);
  const rawId = useId();
  return (
    <Typography component="div" variant={variant} color={color} sx={{ maxWidth }}>
      {deliveryErrorReason(error)}
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? rawId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ ml: 0.5, minWidth: 0, px: 0.5, py: 0, fontSize: 'inherit', verticalAlign: 'baseline' }}
      >
        {STAFF_MESSAGES.deliveryErrorDetails}
      </Button>
      {open ? (
        <Box
          component="span"
          id={rawId}
          lang="en"
          sx={{ display: 'block', color: 'text.secondary', wordBreak: 'break-all', fontFamily: 'monospace' }}
        >
          {error}
        </Box>
      ) : null}
    </Typography>
  );
}
