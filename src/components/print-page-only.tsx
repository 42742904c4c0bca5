import GlobalStyles from '@mui/material/GlobalStyles';

const styles = {
  '@media print': {
    // A notice still on screen (「結果を確定しました」) is not part of the page: never on paper.
    'header, footer, nav, .MuiTabs-root, .MuiSnackbar-root': { display: 'none !important' },
    body: { backgroundColor: '#fff' },
  },
} as const;

/**
 * While it is on the page, printing shows the page alone: the app's top bar, footer, menus, tabs
 * and the snackbar are hidden (they carry no print styles of their own). For the pages printed at
 * the venue: エントリー, 進行表 and 対戦の印刷.
 */
export function PrintPageOnly() {
  return <GlobalStyles styles={styles} />;
}
