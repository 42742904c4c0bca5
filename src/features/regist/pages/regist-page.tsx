import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate, formatTime } from '@/shared/date-time';
import { storageUrl } from '@/lib/storage-url';
import { CancelledNotice } from '@/components/cancelled-notice';
import { LoadError } from '@/components/load-error';
import { LinkifiedText } from '@/components/linkified-text';
import { MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import { useRegistCompe } from '../api/use-regist-compe';
import { useFirstContentReached } from '@/lib/use-first-content';
import { registState, type RegistState } from '../regist-state';
import classes from './regist-page.module.css';

// The form (react-hook-form + zod, ~70 kB) is asked for once the summary has painted: asked for
// with it, it would share a phone's bandwidth with the summary's last bytes.
const RegistForm = lazy(() => import('../components/regist-form'));

const formSkeleton = <span className="skeleton" style={{ height: 320 }} />;

const at = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

function StateNotice({ state }: { state: RegistState }) {
  switch (state.kind) {
    case 'cancelled':
      return <CancelledNotice />;
    case 'notYet':
      return <LoadError tone="warning">受付は {at(state.opensAt)} から始まります。</LoadError>;
    case 'closed':
      return (
        <LoadError tone="warning">
          {MESSAGES.registOutsideWindow}。
          {state.closesAt ? `（受付は ${at(state.closesAt)} に締め切りました）` : ''}
        </LoadError>
      );
    case 'full':
      return <LoadError tone="warning">定員に達したため、受付を終了しました。</LoadError>;
    case 'open':
      // Said before the form is filled in, not only at its confirm step.
      return state.waitlist ? <LoadError tone="warning">{MESSAGES.registWaitlistOpen}</LoadError> : null;
    default:
      return null;
  }
}

function Summary({ compe, state }: { compe: Compe; state: RegistState }) {
  const { capacity, closesAt } = compe.regist;
  return (
    <section className={`paper ${classes.summary}`} aria-labelledby="compe-title">
      <h2 id="compe-title" className={`t-h5 ${classes.title}`}>
        {compe.title}
      </h2>
      <dl className={`facts ${classes.facts}`}>
        <dt>日時</dt>
        <dd>{at(compe.eventedAt)}〜</dd>
        {compe.venue ? (
          <>
            <dt>会場</dt>
            <dd>{compe.venue}</dd>
          </>
        ) : null}
        <dt>定員</dt>
        <dd>
          {capacity === 0 ? '制限なし' : `${capacity}名`}
          {state.kind === 'open' && state.seatsLeft !== null ? `（残り ${state.seatsLeft} 席）` : ''}
        </dd>
        {closesAt ? (
          <>
            <dt>締切</dt>
            <dd>{at(closesAt)}</dd>
          </>
        ) : null}
      </dl>
      {compe.desc ? <LinkifiedText text={compe.desc} className={classes.desc} /> : null}
      {compe.posterPath ? (
        <p className={classes.poster}>
          <a href={storageUrl(compe.posterPath)} target="_blank" rel="noopener noreferrer">
            ポスターを見る
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** /{clubId}/regist/{compeId} 参加申し込み (docs/product.md "Registration, tickets and check-in"). */
export default function RegistPage() {
  const { compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useRegistCompe(compeId);
  const summaryPainted = useFirstContentReached();
  if (compe.status === 'loading') return <span className="skeleton" style={{ height: 220 }} />;
  if (compe.status === 'error') return <LoadError />;
  if (!compe.data)
    return <LoadError tone="warning">この大会は見つからないか、公開されていません。</LoadError>;
  const state = registState(compe.data);
  return (
    <div className={classes.page}>
      <Summary compe={compe.data} state={state} />
      <StateNotice state={state} />
      {state.kind === 'open' ? (
        <Suspense fallback={formSkeleton}>
          {summaryPainted ? <RegistForm compe={compe.data} waitlist={state.waitlist} /> : formSkeleton}
        </Suspense>
      ) : null}
    </div>
  );
}
