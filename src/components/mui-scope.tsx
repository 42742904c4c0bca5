import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/config/theme';

/**
 * MUI's theme for what draws with MUI: staff pages, forms and dialogs. Loaded with them
 * (components/with-mui.tsx), never in a public page's first load. No CssBaseline: styles/base.css already
 * sets what it would, for every page.
 */
export default function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
