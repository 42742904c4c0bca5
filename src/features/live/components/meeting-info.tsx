import type { LiveCompe } from '../api/get-live-compe';
import classes from './livez.module.css';

/**
 * How to join the competition's video meeting. On a shared screen nobody can click, so the URL is
 * written out in full (and is still a link for whoever opens the page itself).
 */
export function MeetingInfo({ meeting }: { meeting: LiveCompe['meeting'] }) {
  if (!meeting.url && !meeting.id && !meeting.passcode) return null;
  return (
    <section aria-label="ミーティング参加情報" className={classes.meeting}>
      <dl>
        {meeting.url ? (
          <>
            <dt>参加URL</dt>
            <dd>
              <a href={meeting.url} target="_blank" rel="noreferrer">
                {meeting.url}
              </a>
            </dd>
          </>
        ) : null}
        {meeting.id ? (
          <>
            <dt>ミーティングID</dt>
            <dd>{meeting.id}</dd>
          </>
        ) : null}
        {meeting.passcode ? (
          <>
            <dt>パスコード</dt>
            <dd>{meeting.passcode}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
