/**
 * The one 順位表 (docs/play.md "Standings"): 対戦 on the staff phone, its print, ライブ and 結果 draw
 * the same columns in the same order with the same words, each in its own styles. Plain HTML, so the
 * public pages carry no MUI; the staff panel styles it through its wrapper.
 */
import type { ReactNode } from 'react';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { StandingRow } from '@/shared/play/standings';
import { sideName } from '@/shared/play/view/play-view';
import type { Stage } from '@/shared/schemas/stage';

type StandingsStage = Pick<Stage, 'entrants' | 'scoring' | 'format'>;

interface Column {
  label: string;
  value: (row: StandingRow) => number | string;
}

/** The figures after the name: 勝・分・負・勝点, then what the stage's scoring and format add. */
function columnsOf(stage: StandingsStage, detail: boolean): Column[] {
  const affiliation = (row: StandingRow) =>
    stage.entrants.find((e) => e.id === row.entrant)?.affiliation ?? '';
  return [
    ...(detail
      ? [
          { label: '所属', value: affiliation },
          { label: '試合', value: (row: StandingRow) => row.played },
        ]
      : []),
    { label: '勝', value: (row) => row.wins },
    { label: '分', value: (row) => row.draws },
    { label: '負', value: (row) => row.losses },
    { label: '勝点', value: (row) => row.points },
    ...(stage.scoring === 'games'
      ? [{ label: 'ゲーム差', value: (row: StandingRow) => row.gamesFor - row.gamesAgainst }]
      : []),
    ...(stage.scoring === 'points'
      ? [{ label: '得失点差', value: (row: StandingRow) => row.pointsFor - row.pointsAgainst }]
      : []),
    ...(stage.format === 'swiss' ? [{ label: 'SOS', value: (row: StandingRow) => row.sos }] : []),
  ];
}

export interface StandingsTableProps {
  stage: StandingsStage;
  rows: readonly StandingRow[];
  /** Shown above the table and naming it; without it, `label` names it for screen readers only. */
  caption?: ReactNode;
  label?: string;
  /** The print's extra columns: 所属 and 試合. */
  detail?: boolean;
  className?: string;
  captionClassName?: string;
}

export function StandingsTable({
  stage,
  rows,
  caption,
  label,
  detail = false,
  className,
  captionClassName,
}: StandingsTableProps) {
  const columns = columnsOf(stage, detail);
  return (
    <table className={className} aria-label={caption ? undefined : label}>
      {caption ? <caption className={captionClassName}>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col" className="rank">
            順位
          </th>
          <th scope="col" className="name">
            名前
          </th>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.entrant}>
            <td className="rank">
              {row.rank}
              {row.tied ? <span className="tie">（{PLAY_MESSAGES.tie}）</span> : null}
            </td>
            <th scope="row" className="name">
              {sideName(stage, row.entrant)}
            </th>
            {columns.map((column) => (
              <td key={column.label}>{column.value(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
