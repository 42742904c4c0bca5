import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The 16:9 stage, letterboxed in any window: white on near-black, type sized in cqh (hundredths of
 * the stage's height), so the meeting sees the same screen whatever the sharer's window.
 */
export function Stage({
  children,
  ...data
}: {
  children: ReactNode;
  'data-updated-at'?: number | '';
  'data-current-unit-id'?: string;
}) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: '#000',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      <Box
        component="main"
        {...data}
        sx={{
          width: 'min(100vw, calc(100vh * 16 / 9))',
          aspectRatio: '16 / 9',
          containerType: 'size',
          overflow: 'hidden',
          bgcolor: '#0b0d12',
          color: '#fff',
          fontSize: '3cqh',
          lineHeight: 1.35,
          p: '3cqh 3cqw',
          display: 'grid',
          gridTemplateColumns: '3fr 2fr',
          gridTemplateRows: 'auto minmax(0, 1fr) auto',
          gap: '2cqh 2cqw',
          '& > header, & > footer': { gridColumn: '1 / -1' },
          '& > .message': {
            gridColumn: '1 / -1',
            alignSelf: 'center',
            textAlign: 'center',
            m: 0,
            fontSize: '5cqh',
            fontWeight: 700,
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
