import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ActionGroup } from '@/components/action-group';
import { StandingsTable } from '@/components/play/standings-table';
import { bracketPlacements } from '@/shared/play/placements';
import type { MatchState } from '@/shared/play/resolve';
import { resolveStage } from '@/shared/play/stage-plan';
import { playStates } from '@/shared/play/rubbers';
import { STAGE_FORMAT_LABELS, STAGE_SCORING_LABELS, type Stage } from '@/shared/schemas/stage';
import { SWISS_PAIRING_NOTE } from '@/shared/play/labels';
import { ORDER_UI } from '@/shared/order-ui-messages';
import { stageTableName, stageTablesText, type HallNames } from '@/shared/play/hall-tables';
import { stageDrawn } from '@/shared/schemas/stage-form';
import { withdrawals as withdrawalsOf, type Withdrawal } from '@/shared/play/withdrawn';
import type { StageEntrant } from '../entrants';
import {
  groupLetter,
  matchName,
  matchNumber,
  rankingRulesText,
  resultText,
  sideName,
  stageStandings,
  stageView,
} from '@/shared/play/view/play-view';
import { SeedList, SeedListReadOnly } from './seed-list';
import { TableStatus, type TableActions } from './table-status';
import type { Floor, FloorNow } from '@/shared/play/floor';
import { WithdrawalNotice } from './withdrawal-notice';
import { TieRubbers } from './tie-rubbers';

/**
 * What a stage panel's buttons do, one object for every panel on the page: the page's commands
 * (use-play-commands.ts) and the dialogs they open (play-dialogs.tsx).
 */
export interface StageActions extends TableActions {
  /** 「設定を変更」 */
  onEdit: (stage: Stage) => void;
  /** 組み合わせを取り消す: back to before the draw (no result entered yet). */
  onClearDraw: (stage: Stage) => void;
  /** 出場者・シード順: saves the entrants in this order (before the draw). */
  onSaveEntrants: (stage: Stage, entrants: StageEntrant[], done: string) => Promise<boolean>;
  /** 「エントリーから取り込み直す」 */
  onReimport: (stage: Stage) => void;
  onDraw: (stage: Stage) => void;
  onNextRound: (stage: Stage) => void;
  onDelete: (stage: Stage) => void;
  /** 棄権: the opponent's 不戦勝 in each of the entrant's matches that can be settled now. */
  onWithdraw?: (stage: Stage, withdrawal: Withdrawal) => Promise<boolean>;
  /** 団体戦: a tie's 「オーダー」 (tie-order-dialog.tsx), once its two teams are known. */
  onOrders?: (stage: Stage, state: MatchState, roundLabel: string) => void;
}

interface Props {
  stage: Stage;
  /**
   * Entrants whose registration was cancelled after the draw (shared/play/withdrawn.ts): never
   * called, each offered as 棄権.
   */
  withdrawn?: ReadonlySet<string>;
  /** The hall with every stage on it (shared/play/floor.ts): tables and calls across stages. */
  floor?: Floor;
  /** The hall now (floorNow of `floor`), computed once by the page for every panel. */
  hallNow?: FloorNow;
  /** The competition's hall (compe.hall): the stage's tables are a range of it, named as it names them. */
  hall?: HallNames | undefined;
  /** The name of the stage's 部門 (compe.divisions), shown under its name; '' for none. */
  division?: string;
  actions: StageActions;
}

const NOBODY: ReadonlySet<string> = new Set();

const PLACE_LABELS = { 1: '優勝', 2: '準優勝', 3: '3位' } as const;

/** The shared 順位表 in the look of a small MUI table; names stay on one line. */
const STANDINGS_SX = {
  overflowX: 'auto',
  '& table': { borderCollapse: 'collapse', minWidth: '100%', whiteSpace: 'nowrap', typography: 'body2' },
  '& th, & td': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'right' },
  '& .rank, & .name': { textAlign: 'left' },
  '& thead th': { fontWeight: 500 },
  '& tbody th': { fontWeight: 400 },
} as const;

function statusText(state: MatchState, stage: Stage, rubbers: readonly MatchState[] = []): string {
  if (state.status === 'bye') return '不戦勝（相手なし）';
  if (state.status === 'waiting') return '対戦相手待ち';
  if (state.stale) return '要再入力';
  if (state.status === 'ready') return stage.tie && rubbers.length === 0 ? 'オーダー待ち' : '結果待ち';
  if (rubbers.length > 0 && !stage.results[state.match.id]) {
    // 団体戦: decided by its rubbers, 確定 once every rubber's stored result is.
    const stored = rubbers.map((rubber) => stage.results[rubber.match.id]).filter(Boolean);
    return stored.every((result) => result?.confirmed) ? '確定' : '速報';
  }
  return stage.results[state.match.id]?.confirmed ? '確定' : '速報';
}

function MatchRow({
  stage,
  state,
  label,
  onResult,
  onOrders,
  hall,
  rubbers = [],
  tieName = label,
}: {
  stage: Stage;
  state: MatchState;
  label: string;
  onResult: StageActions['onResult'];
  onOrders: StageActions['onOrders'];
  hall: HallNames | undefined;
  /** 団体戦: the tie's rubbers once its orders are open (rubbers.ts playStates). */
  rubbers?: readonly MatchState[];
  /** The match in words (準決勝 第1試合): its rubbers are named after it. */
  tieName?: string;
}) {
  const tableName = (table: number) => stageTableName(hall, stage, table);
  const result = stage.results[state.match.id];
  // 団体戦: a tie decided by its rubbers has no result of its own stored; its score is theirs.
  const shown = result ?? state.result;
  const side = (id: string | null | undefined) => {
    const name = sideName(stage, id);
    const won = state.status === 'done' && id && state.winner === id;
    return won ? <strong>{name}（勝）</strong> : <span>{name}</span>;
  };
  const playable = state.status === 'ready' || state.status === 'done';
  const call = stage.tableCount > 0 ? stage.tables[state.match.id] : undefined;
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-match={state.match.id}>
      <Typography variant="body2" sx={{ minWidth: 48, color: 'text.secondary' }}>
        {matchNumber(state.match)}
      </Typography>
      <Typography component="div" sx={{ flex: '1 1 220px' }}>
        {side(state.a)} vs {side(state.b)}
        {state.status === 'done' ? (
          <Box component="span" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
            {resultText(shown)}
          </Box>
        ) : null}
      </Typography>
      {call ? (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {state.status === 'done' ? tableName(call.table) : `${tableName(call.table)}で試合中`}
        </Typography>
      ) : null}
      <Chip
        size="small"
        label={statusText(state, stage, rubbers)}
        variant={state.status === 'done' && result?.confirmed ? 'filled' : 'outlined'}
      />
      {stage.tie && onOrders && playable ? (
        <Button size="small" variant="outlined" onClick={() => onOrders(stage, state, label)}>
          {ORDER_UI.staffAction}
        </Button>
      ) : null}
      {/* A tie played by its rubbers takes its result from them; before, staff may still enter one
          for the whole tie (a team's 不戦勝 or 棄権). */}
      {playable && rubbers.length === 0 ? (
        <Button
          size="small"
          variant={state.status === 'ready' ? 'contained' : 'outlined'}
          onClick={() => onResult(stage, state, label)}
        >
          {state.status === 'ready' ? '結果を入力' : '結果を訂正'}
        </Button>
      ) : null}
      <TieRubbers stage={stage} rubbers={rubbers} label={tieName} onResult={onResult} hall={hall} />
    </ListItem>
  );
}

/** One stage on 対戦: its draw, the rounds of matches with their results, tables and placements. */
export function StagePanel({
  stage,
  withdrawn = NOBODY,
  floor,
  hallNow,
  hall,
  division = '',
  actions,
}: Props) {
  const { onEdit, onClearDraw, onSaveEntrants, onReimport, onDraw, onNextRound, onDelete } = actions;
  const { onResult, onCall, onMove, onUncall, onWithdraw, onOrders } = actions;
  const view = useMemo(() => stageView(stage), [stage]);
  const rounds = view.rounds;
  // 団体戦: each open tie's rubbers, listed under its row (rubbers.ts).
  const rubbersOf = useMemo(() => {
    const byTie = new Map<string, MatchState[]>();
    if (!stage.tie) return byTie;
    for (const state of playStates(stage, view.states).values()) {
      if (state.rubber) byTie.set(state.rubber.tie, [...(byTie.get(state.rubber.tie) ?? []), state]);
    }
    return byTie;
  }, [stage, view]);
  const withdrawals = useMemo(
    () => (withdrawn.size > 0 ? withdrawalsOf(stage, resolveStage(stage), withdrawn) : []),
    [stage, withdrawn],
  );
  // The one standings of every page: 勝数 when no tiebreaks are set (docs/play.md).
  const tables = useMemo(() => stageStandings(view), [view]);
  const placements = useMemo(
    () =>
      stage.format === 'single' || stage.format === 'double' ? bracketPlacements(resolveStage(stage)) : [],
    [stage],
  );
  const drawn = stage.draw.length > 0 || Object.keys(stage.pairings).length > 0;
  const locked = stageDrawn(stage);
  const hasResults = Object.keys(stage.results).length > 0;
  const pairedRounds = Object.keys(stage.pairings).length;
  const headingId = `stage-${stage.id}`;
  // 「女子シングルス ・ 1〜6番台」: where the stage sits on a day of several 部門 on one floor.
  const place = hall || division ? [division, stageTablesText(hall, stage)].filter(Boolean).join(' ・ ') : '';

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h3" id={headingId}>
            {stage.name}
          </Typography>
          {place ? <Typography variant="body2">{place}</Typography> : null}
          <Typography variant="body2" color="textSecondary">
            {STAGE_FORMAT_LABELS[stage.format]}
            {stage.format === 'league' ? `（${stage.groups}組）` : ''}
            {stage.format === 'swiss' ? `（${pairedRounds} / ${stage.rounds}ラウンド）` : ''}
            {' ・ '}
            {STAGE_SCORING_LABELS[stage.scoring]}
            {stage.scoring === 'games' ? `（${stage.bestOf}ゲームマッチ）` : ''}
            {' ・ '}
            {stage.entrants.length > 0
              ? `${stage.entrants.length}${stage.tie ? 'チーム' : '人'}`
              : stage.from
                ? `出場者は組み合わせ作成時に決まります（前のステージの各組上位${stage.from.qualifiers}人）`
                : '出場者は組み合わせ作成時に決まります'}
          </Typography>
        </div>
        <ActionGroup label={`${stage.name}の操作`}>
          {stage.format !== 'swiss' && !hasResults ? (
            <Button variant={drawn ? 'outlined' : 'contained'} onClick={() => onDraw(stage)}>
              {drawn ? '組み合わせをやり直す' : '組み合わせを作成'}
            </Button>
          ) : null}
          {stage.format === 'swiss' && pairedRounds < stage.rounds ? (
            <Button variant="contained" onClick={() => onNextRound(stage)}>
              {pairedRounds === 0 ? '第1ラウンドを組む' : `第${pairedRounds + 1}ラウンドを組む`}
            </Button>
          ) : null}
          {locked && !hasResults ? (
            <Button onClick={() => onClearDraw(stage)}>組み合わせを取り消す</Button>
          ) : null}
          <Button onClick={() => onEdit(stage)}>設定を変更</Button>
          <Button color="error" onClick={() => onDelete(stage)}>
            ステージを削除
          </Button>
        </ActionGroup>

        {onWithdraw ? (
          <WithdrawalNotice stage={stage} withdrawals={withdrawals} onWithdraw={onWithdraw} />
        ) : null}

        {stage.from ? null : locked ? (
          <SeedListReadOnly stage={stage} />
        ) : (
          <SeedList stage={stage} onSave={onSaveEntrants} onReimport={onReimport} />
        )}

        {stage.tableCount > 0 && drawn ? (
          <TableStatus
            stage={stage}
            withdrawn={withdrawn}
            floor={floor}
            hallNow={hallNow}
            hallNames={hall}
            onCall={onCall}
            onMove={onMove}
            onUncall={onUncall}
            onResult={onResult}
          />
        ) : null}

        {placements.length > 0 ? (
          <List dense aria-label={`${stage.name}の表彰`}>
            {placements.map((placement) => (
              <ListItem key={placement.place}>
                <Typography>
                  <strong>{PLACE_LABELS[placement.place]}</strong>{' '}
                  {placement.entrants.map((id) => sideName(stage, id)).join('、')}
                </Typography>
              </ListItem>
            ))}
          </List>
        ) : null}

        {tables.map(({ group, rows }) => (
          <div key={group ?? 'all'}>
            <Typography variant="subtitle1" component="h4">
              {group === null ? '順位表' : `${groupLetter(group)}組 順位表`}
            </Typography>
            {/* Names stay on one line; on a phone the table scrolls sideways instead. */}
            <Box sx={STANDINGS_SX}>
              <StandingsTable
                stage={stage}
                rows={rows}
                label={group === null ? '順位表' : `${groupLetter(group)}組 順位表`}
              />
            </Box>
            <Typography variant="caption" color="textSecondary">
              順位の決め方: {rankingRulesText(stage)}
              {`（勝ち${stage.points.win}・引き分け${stage.points.draw}・負け${stage.points.loss}）`}
            </Typography>
            {stage.format === 'swiss' ? (
              <Typography variant="caption" color="textSecondary" component="p">
                {SWISS_PAIRING_NOTE}
              </Typography>
            ) : null}
          </div>
        ))}

        {rounds.map((round) => (
          <div key={round.key}>
            <Typography variant="subtitle1" component="h4">
              {round.label}
            </Typography>
            <List dense disablePadding>
              {round.matches.map((state) => (
                <MatchRow
                  key={state.match.id}
                  stage={stage}
                  state={state}
                  label={round.label}
                  onResult={onResult}
                  onOrders={onOrders}
                  hall={hall}
                  rubbers={rubbersOf.get(state.match.id)}
                  tieName={matchName(view, state.match.id)}
                />
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
