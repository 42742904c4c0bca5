import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { fill } from '@/shared/fill';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';

import { useClub } from '@/lib/db/clubs/use-club';

// The form (react-hook-form + zod) arrives after the heading has painted; the Functions SDK on send.
const ContactForm = lazy(() => import('../components/contact-form'));

function ContactBody({ title, clubId }: { title: string; clubId?: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {CONTACT_MESSAGES.contactIntro}
        </Typography>
      </div>
      <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
        <ContactForm clubId={clubId} />
      </Suspense>
    </Stack>
  );
}

function ClubContact({ clubId }: { clubId: string }) {
  const club = useClub(clubId);
  if (club.status === 'loading') return <Skeleton variant="rounded" height={220} />;
  if (club.status === 'error') return <LoadError />;
  if (!club.data) {
    // Mail for a club nobody can find would go nowhere: send the writer to the operator instead.
    return (
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        <LoadError tone="warning">{CONTACT_MESSAGES.contactClubNotFound}</LoadError>
        <Link component={RouterLink} to={paths.contact.getHref()}>
          {CONTACT_MESSAGES.contactOperatorLink}
        </Link>
      </Stack>
    );
  }
  return (
    <ContactBody
      title={fill(CONTACT_MESSAGES.contactToClub, { clubName: club.data.clubName })}
      clubId={clubId}
    />
  );
}

/** /contact/{clubId?} お問い合わせ (docs/product.md; sendContact): to a club, or to the operator. */
export default function ContactPage() {
  const { clubId } = useParams<{ clubId?: string }>();
  return clubId ? (
    <ClubContact key={clubId} clubId={clubId} />
  ) : (
    <ContactBody title={CONTACT_MESSAGES.contactToOperator} />
  );
}
