import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/shared/constants';
import { LABELS } from '@/shared/messages';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import classes from './shell.module.css';

/** The footer (docs/product.md): home button (logo + name), CONTACT, © current year. */
export function Footer({ clubId }: { clubId?: string }) {
  return (
    <footer className={classes.footer}>
      <ButtonLink to={paths.home.getHref()} startIcon={<Logo size={24} />} color="inherit">
        {PRODUCT_NAME}
      </ButtonLink>
      <ButtonLink to={paths.contact.getHref(clubId)}>{LABELS.contact}</ButtonLink>
      <p className={classes.copyright}>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
