import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/shared/date-time';
import { storageUrl } from '@/lib/storage-url';
import { LinkifiedText } from '@/components/linkified-text';
import { StatusBadge } from '@/components/status-badge';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import type { CompeCard } from '@/shared/schemas/compe';
import { compeStatus, STATUS_COLORS } from '@/components/compe-status';
import { ButtonLink } from '@/components/ui/button';
import { MESSAGES } from '@/shared/messages';
import cards from '@/components/ui/card.module.css';
import { useClub, useClubCompes } from '@/lib/db/clubs/use-club';
import classes from './club-page.module.css';

/** Whether the competition's day is over; a cancelled one moves to the past on its day too. */
const isPast = (compe: CompeCard, now: Date) =>
  compeStatus({ ...compe, cancelledAt: undefined }, now) === '終了';

/** Upcoming soonest first, then past newest first (docs/product.md "Public pages"). */
export function orderForClubPage<C extends CompeCard>(
  compes: C[],
  now = new Date(),
): { upcoming: C[]; past: C[] } {
  const upcoming = compes
    .filter((c) => !isPast(c, now))
    .sort((a, b) => a.eventedAt.getTime() - b.eventedAt.getTime());
  const past = compes
    .filter((c) => isPast(c, now))
    .sort((a, b) => b.eventedAt.getTime() - a.eventedAt.getTime());
  return { upcoming, past };
}

const PLACES = { 1: '優勝', 2: '準優勝', 3: '3位' } as const;

/** 優勝 / 準優勝 / 3位 of a finished competition, a place per line (two 3位 share one). */
export function PodiumLines({ podium }: { podium: NonNullable<CompeCard['podium']> }) {
  const places = ([1, 2, 3] as const).flatMap((place) => {
    const names = podium.filter((row) => row.place === place).map((row) => row.name);
    return names.length > 0 ? [{ place, names }] : [];
  });
  if (places.length === 0) return null;
  return (
    <dl className={classes.podium}>
      {places.map(({ place, names }) => (
        <div key={place}>
          <dt>{PLACES[place]}</dt>
          <dd>{names.join('、')}</dd>
        </div>
      ))}
    </dl>
  );
}

function CompeItem({ compe }: { compe: CompeCard }) {
  const status = compeStatus(compe);
  return (
    <article className={cards.card} aria-labelledby={`compe-${compe.id}`}>
      <div className={cards.content}>
        <div className={cards.dateLine}>
          <p className={`t-body2 ${cards.date}`}>
            {formatDate(compe.eventedAt)} {formatTime(compe.eventedAt)}〜
          </p>
          <StatusBadge label={status} tone={STATUS_COLORS[status]} />
        </div>
        <h3 id={`compe-${compe.id}`} className="t-h6">
          {compe.title}
        </h3>
        {compe.venue ? <p className="t-body2 t-muted">会場: {compe.venue}</p> : null}
        {compe.podium && !compe.cancelledAt ? <PodiumLines podium={compe.podium} /> : null}
      </div>
      <div className={cards.actions}>
        {/* Applying makes no sense on the day, after it or once cancelled; the live page does. */}
        {status === '開催中' || status === '終了' || status === '中止' ? null : (
          <ButtonLink
            to={paths.regist.getHref(compe.clubId, compe.id)}
            variant={status === '受付中' ? 'contained' : 'outlined'}
            aria-label={`${compe.title}に申し込む`}
          >
            申し込む
          </ButtonLink>
        )}
        {/* The record: a finished competition's standings, brackets and awards (docs/play.md). */}
        {status === '終了' ? (
          <ButtonLink
            to={paths.result.getHref(compe.clubId, compe.id)}
            variant="contained"
            aria-label={`${compe.title}の${MESSAGES.resultLink}`}
          >
            {MESSAGES.resultLink}
          </ButtonLink>
        ) : null}
        <ButtonLink
          to={paths.live.getHref(compe.clubId, compe.id)}
          variant={status === '開催中' ? 'contained' : 'outlined'}
          color="secondary"
          aria-label={`${compe.title}のライブ`}
        >
          ライブ
        </ButtonLink>
      </div>
    </article>
  );
}

/** /{clubId}: the club, its description and its published competitions (docs/product.md). */
export default function ClubPage() {
  const { clubId } = useParams() as { clubId: string };
  const club = useClub(clubId);
  const compes = useClubCompes(clubId);
  const { upcoming, past } = orderForClubPage(compes.data ?? []);

  // The club and its competitions appear in the same frame: the description arriving first would
  // push the list down the screen.
  if (club.status === 'loading' || compes.status === 'loading') {
    return <PageLoading label="クラブを読み込み中" />;
  }
  return (
    <>
      <section className={classes.header}>
        {club.data?.logoPath ? (
          <img
            src={storageUrl(club.data.logoPath)}
            alt={`${club.data.clubName}のロゴ`}
            width={72}
            height={72}
            className={classes.logo}
          />
        ) : null}
        <div className={classes.about}>
          <h2 className={classes.name}>{club.data?.clubName}</h2>
          {club.data?.desc ? <LinkifiedText text={club.data.desc} className={classes.desc} /> : null}
          <ButtonLink to={paths.contact.getHref(clubId)} className={classes.contact}>
            お問い合わせ
          </ButtonLink>
        </div>
      </section>

      {compes.status === 'error' ? <LoadError /> : null}
      <section aria-labelledby="upcoming-heading" className={classes.section}>
        <h2 id="upcoming-heading" className={`t-h5 ${classes.heading}`}>
          開催予定の大会
        </h2>
        {compes.status === 'ready' && upcoming.length === 0 ? (
          <p className="t-muted">開催予定の大会はありません。</p>
        ) : null}
        <div className={cards.list}>
          {upcoming.map((compe) => (
            <CompeItem key={compe.id} compe={compe} />
          ))}
        </div>
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className={classes.section}>
          <h2 id="past-heading" className={`t-h5 ${classes.heading}`}>
            過去の大会
          </h2>
          <div className={cards.list}>
            {past.map((compe) => (
              <CompeItem key={compe.id} compe={compe} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
