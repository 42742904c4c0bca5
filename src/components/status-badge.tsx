import Box from '@mui/material/Box';

export type BadgeTone = 'default' | 'primary' | 'success' | 'warning' | 'secondary';

const TONES: Record<BadgeTone, { bg: string; fg: string }> = {
  default: { bg: '#eceff1', fg: '#37474f' },
  primary: { bg: '#e1f3fa', fg: '#075a7a' },
  success: { bg: '#e3f2ea', fg: '#1f5c3c' },
  warning: { bg: '#fff1dc', fg: '#8a4b00' },
  secondary: { bg: '#ffe6f2', fg: '#9c1459' },
};

/** A small status label with AA contrast; lighter than MUI's Chip for public first loads. */
export function StatusBadge({ label, tone = 'default' }: { label: string; tone?: BadgeTone }) {
  const { bg, fg } = TONES[tone];
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 8,
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: bg,
        color: fg,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
