import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/shared/date-time';
import { useClubs } from '@/lib/db/clubs/use-club';
import { useUpcomingCompes } from '@/lib/db/compes/use-upcoming-compes';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { StatusBadge } from '@/components/status-badge';
import type { Loaded } from '@/lib/use-loader';
import cards from '@/components/ui/card.module.css';
import classes from './home-page.module.css';

function Section<T>({
  title,
  state,
  empty,
  children,
}: {
  title: string;
  state: Loaded<T[]>;
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${title}-heading`} className={classes.section}>
      <h2 id={`${title}-heading`} className={`t-h5 ${classes.heading}`}>
        {title}
      </h2>
      {state.status === 'error' ? <LoadError /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="t-muted">{empty}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? children(state.data) : null}
    </section>
  );
}

/** / ホーム: what Compe is, the clubs, and upcoming published competitions (docs/product.md). */
export default function HomePage() {
  const clubs = useClubs();
  const compes = useUpcomingCompes();
  const clubName = (clubId: string) => clubs.data?.find((c) => c.id === clubId)?.clubName ?? '';
  // Both lists appear in the same frame: one arriving first would push the other down the screen.
  const loading = clubs.status === 'loading' || compes.status === 'loading';

  return (
    <>
      <div className={classes.hero}>
        <h2 className={classes.headline}>大会の申し込みから当日の進行まで、ひとつの画面で。</h2>
        <p className={classes.lead}>
          Compe はクラブの大会運営アプリです。参加申し込み、QR
          コードの参加票、実際の進み具合で予定を自動で見直す進行表、
          そして誰でも見られるライブページを提供します。
        </p>
      </div>

      {loading ? <PageLoading label="大会とクラブを読み込み中" /> : null}
      {loading ? null : (
        <>
          <Section title="開催予定の大会" state={compes} empty="公開中の開催予定の大会はまだありません。">
            {(items) => (
              <div className={cards.list}>
                {items.map((compe) => (
                  <div key={compe.id} className={cards.card}>
                    <Link to={paths.club.getHref(compe.clubId)} className={cards.action}>
                      <div className={cards.content}>
                        <div className={cards.dateLine}>
                          <p className={`t-body2 ${cards.date}`}>
                            {formatDate(compe.eventedAt)} {formatTime(compe.eventedAt)}〜
                          </p>
                          {/* Still listed on its day: whoever planned to come must see it is off. */}
                          {compe.cancelledAt ? <StatusBadge label="中止" tone="error" /> : null}
                        </div>
                        <h3 className="t-h6">{compe.title}</h3>
                        <p className="t-body2 t-muted">
                          {[clubName(compe.clubId), compe.venue].filter(Boolean).join(' ・ ')}
                        </p>
                      </div>
                    </Link>
                  </div>
                ))}
              </div>
            )}
          </Section>

          <Section title="クラブ" state={clubs} empty="まだクラブがありません。">
            {(items) => (
              <div className={cards.grid}>
                {items.map((club) => (
                  <div key={club.id} className={cards.card}>
                    <Link to={paths.club.getHref(club.id)} className={cards.action}>
                      <div className={cards.content}>
                        <h3 className="t-h6">{club.clubName}</h3>
                        <p className={`t-body2 t-muted ${cards.clamp}`}>{club.desc}</p>
                      </div>
                    </Link>
                  </div>
                ))}
              </div>
            )}
          </Section>
        </>
      )}
    </>
  );
}
