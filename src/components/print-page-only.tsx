import GlobalStyles from '@mui/material/GlobalStyles';

const styles = {
  '@media print': {
    'header, footer, nav, .MuiTabs-root': { display: 'none !important' },
    body: { backgroundColor: '#fff' },
  },
} as const;

/**
 * While it is on the page, printing shows the page alone: the app's top bar, footer, menus and tabs
 * are hidden (they carry no print styles of their own). For the pages printed at the venue:
 * エントリー and 進行表.
 */
export function PrintPageOnly() {
  return <GlobalStyles styles={styles} />;
}
