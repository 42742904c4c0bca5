import { Fragment } from 'react';
import type { ReportMatch } from '../report-match';
import classes from './report-panel.module.css';

/** The match: competition, stage, round, the table, both sides with 所属. */
export function ReportMatchFacts({ match }: { match: ReportMatch }) {
  return (
    <section className={`paper ${classes.panel}`} aria-labelledby="report-match">
      <h3 id="report-match" className={`t-h6 ${classes.title}`}>
        {match.matchLabel}
      </h3>
      <dl className="facts">
        <dt>大会</dt>
        <dd>{match.compeTitle}</dd>
        <dt>ステージ</dt>
        <dd>{match.stage.name}</dd>
        {match.table ? (
          <>
            <dt>{match.stage.tableLabel}</dt>
            <dd>{match.table}</dd>
          </>
        ) : null}
        {match.sides.map((side, i) => (
          <Fragment key={i}>
            <dt>{i === 0 ? '選手A' : '選手B'}</dt>
            <dd>
              {side.name}
              {side.affiliation ? `（${side.affiliation}）` : ''}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
