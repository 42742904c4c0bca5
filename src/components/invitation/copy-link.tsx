import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { LABELS } from '@/shared/messages';

/** A read-only link with a copy button; the field can be selected by hand where copying is refused. */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        value={url}
        fullWidth
        size="small"
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={
          copied === 'done' ? 'コピーしました' : copied === 'failed' ? '選択してコピーしてください' : ' '
        }
      />
      <Button
        variant="outlined"
        onClick={copy}
        sx={{ flexShrink: 0 }}
        aria-label={`${label}を${LABELS.copy}`}
      >
        {LABELS.copy}
      </Button>
    </Stack>
  );
}
