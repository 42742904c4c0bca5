import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A plain CSS spinner: the loading state of every page, so it must cost next to nothing. */
export function PageLoading({ label = '読み込み中' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="progressbar" aria-label={label}>
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.light',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
