import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { compeLinkHref, paths } from '@/config/paths';
import { OfflineBar } from '@/components/offline-bar';

interface NavItem {
  label: string;
  href: string;
  external?: boolean;
}

/** The competition menu (docs/product.md "Staff pages"): settings, entries, run sheet, play (対戦), registrations, and the live pages. */
export function compeMenu(clubId: string, compeId: string): NavItem[] {
  return [
    { label: '設定', href: paths.form.compe.getHref(clubId, compeId) },
    { label: 'エントリー', href: paths.form.entry.getHref(clubId, compeId) },
    { label: '進行表', href: paths.form.runSheet.getHref(clubId, compeId) },
    { label: '対戦', href: paths.form.play.getHref(clubId, compeId) },
    { label: '表彰', href: paths.form.awards.getHref(clubId, compeId) },
    { label: '参加申込リスト', href: paths.form.registList.getHref(clubId, compeId) },
    { label: 'ライブ', href: paths.live.getHref(clubId, compeId), external: true },
    { label: 'ライブZoom', href: paths.livez.getHref(clubId, compeId), external: true },
    { label: '呼び出し画面', href: paths.call.getHref(clubId, compeId), external: true },
  ];
}

function Sidebar({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const current = items.find((item) => item.href === pathname)?.href ?? false;
  if (!wide) {
    return (
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={label} sx={{ mb: 2 }}>
        {items.map((item) => (
          <Tab
            key={item.href}
            label={item.label}
            value={item.href}
            component={RouterLink}
            to={item.href}
            target={item.external ? '_blank' : undefined}
          />
        ))}
      </Tabs>
    );
  }
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={label}
      sx={{ width: 200, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <List dense>
        {items.map((item) => (
          // A list holds list items: each link sits in an <li> (axe `list`).
          <ListItem key={item.href} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={item.href}
              selected={item.href === pathname}
              aria-current={item.href === pathname ? 'page' : undefined}
              target={item.external ? '_blank' : undefined}
            >
              <ListItemText primary={item.external ? `${item.label} ↗` : item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The management shell (管理). Loaded only behind RequireForm, so no staff code reaches a public
 * page. Competition pages get the competition menu; the rest a club menu. Every page in it gets
 * the offline bar (docs/venue-mode.md).
 */
export default function FormLayout() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId?: string };
  const items = compeId
    ? [{ label: '← 大会リスト', href: compeLinkHref(clubId) }, ...compeMenu(clubId, compeId)]
    : [
        { label: '大会リスト', href: compeLinkHref(clubId) },
        { label: '基本設定', href: paths.form.club.getHref(clubId) },
        { label: 'メール送信', href: paths.form.mail.getHref(clubId) },
      ];
  return (
    <Box sx={{ display: { md: 'flex' }, gap: 3 }}>
      <Sidebar items={items} label={compeId ? '大会メニュー' : 'クラブメニュー'} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <OfflineBar clubId={clubId} />
        <Outlet />
      </Box>
    </Box>
  );
}
