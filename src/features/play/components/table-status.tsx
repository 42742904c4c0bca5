import { playStates } from '@/shared/play/rubbers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { ActionGroup } from '@/components/action-group';
import { useNow } from '@/lib/use-now';
import { floorNow, floorOf, type Floor, type FloorNow } from '@/shared/play/floor';
import { formatTime } from '@/shared/date-time';
import type { MatchState } from '@/shared/play/resolve';
import { sidesText, tablesNow, type TableNow, type Withdrawn } from '@/shared/play/tables';
import {
  stageCallText,
  stageTableLabel,
  stageTableName,
  stageTablesText,
  type HallNames,
} from '@/shared/play/hall-tables';
import type { Stage } from '@/shared/schemas/stage';
import { matchName, stageView } from '@/shared/play/view/play-view';

export interface TableActions {
  /** 呼び出す / すべて呼び出す */
  onCall: (stage: Stage, calls: { matchId: string; table: number }[]) => void;
  /** 台を移動 */
  onMove: (stage: Stage, matchId: string, table: number) => void;
  /** 呼び出し取り消し */
  onUncall: (stage: Stage, matchId: string) => void;
  onResult: (stage: Stage, state: MatchState, roundLabel: string) => void;
}

/** How many matches waiting for their players 台の状況 lists: the first are what staff call next. */
const WAITS_SHOWN = 8;

/** 「12分経過」: how long the match has been on its table. */
const elapsed = (calledAt: Date, now: number) =>
  `${Math.max(0, Math.floor((now - calledAt.getTime()) / 60_000))}分経過`;

function MoveButton({
  stage,
  row,
  free,
  onMove,
  tableName,
}: {
  stage: Stage;
  row: TableNow;
  free: number[];
  onMove: TableActions['onMove'];
  /** A table's name: the hall's where the competition has one. */
  tableName: (stage: Stage, table: number) => string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (free.length === 0 || !row.matchId) return null;
  const matchId = row.matchId;
  return (
    <>
      <Button
        variant="outlined"
        aria-label={`台を移動 ${tableName(stage, row.table)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        台を移動
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {free.map((table) => (
          <MenuItem
            key={table}
            onClick={() => {
              setAnchor(null);
              onMove(stage, matchId, table);
            }}
          >
            {tableName(stage, table)}へ
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * 「台の状況」 of one stage (docs/play.md "Tables and calls"): every table with the match on it now
 * and for how long, or 空き; then 「次の呼び出し」, the free tables paired with the next ready
 * matches, each called with one tap. Every state is told in words, not colour.
 */
export function TableStatus({
  stage,
  withdrawn,
  floor: hall,
  hallNow,
  hallNames,
  onCall,
  onMove,
  onUncall,
  onResult,
}: {
  stage: Stage;
  /** Entrants who cancelled after the draw: their matches are never offered to call. */
  withdrawn?: Withdrawn;
  /**
   * The hall with every stage on it (shared/play/floor.ts): a table another stage plays on is not
   * free here, and the next calls pass over people on other tables or resting. Absent: this stage alone.
   */
  floor?: Floor;
  /** The hall now (floorNow of `floor`), computed once for every panel of the page. */
  hallNow?: FloorNow;
  /** The competition's hall (compe.hall): tables named as the hall names them (「A1」「3番台」). */
  hallNames?: HallNames | undefined;
} & TableActions) {
  const tableName = (s: Pick<Stage, 'tableLabel'>, table: number) => stageTableName(hallNames, s, table);
  const callText = (s: Stage, state: Pick<MatchState, 'a' | 'b'>, table: number) =>
    stageCallText(hallNames, s, state, table);
  const now = useNow(30_000);
  const headingId = useId();
  const { rows, calls, waiting, waits, states, view, elsewhere } = useMemo(() => {
    const view = stageView(stage);
    // What the tables play: a 団体戦's open ties as their rubbers (rubbers.ts).
    const states = playStates(stage, view.states);
    const floor = hall ?? floorOf([{ stage, states, plannedEnd: null }], { withdrawn });
    const at = (hall && hallNow) || floorNow(floor, new Date());
    const calls = at.calls.filter((call) => call.stageId === stage.id);
    const names = new Map(floor.stages.map((item) => [item.stage.id, item.stage.name]));
    /** Tables of this stage's range with another stage's match on them, and that stage's name. */
    const elsewhere = new Map(
      at.playing
        .filter((playing) => playing.stageId !== stage.id)
        .map((playing) => [playing.table, names.get(playing.stageId) ?? ''] as const),
    );
    // Why each ready match is not called now: a person on another table, resting, or no table.
    const waits = at.waits.filter((wait) => wait.stageId === stage.id);
    const entrantName = (stageId: string, id: string) =>
      floor.stages.find((item) => item.stage.id === stageId)?.stage.entrants.find((e) => e.id === id)?.name ??
      '';
    return {
      rows: tablesNow(stage, states),
      calls,
      waiting: waits.length,
      waits: waits.flatMap((wait) => {
        const { reason } = wait;
        const why =
          reason.kind === 'busy'
            ? `${entrantName(reason.stageId, reason.entrant)}が${tableName(stage, reason.table)}で試合中${
                reason.stageId === stage.id ? '' : `（${names.get(reason.stageId) ?? ''}）`
              }`
            : reason.kind === 'rest'
              ? `${entrantName(stage.id, reason.entrant)}が休憩中（${formatTime(reason.until)}まで）`
              : null;
        return why ? [{ matchId: wait.state.match.id, state: wait.state, why }] : [];
      }),
      states,
      view,
      elsewhere,
    };
    // tableName reads hallNames, which the stage's table words come from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, withdrawn, hall, hallNow, hallNames]);
  const free = rows
    .filter((row) => row.matchId === null && !elsewhere.has(row.table))
    .map((row) => row.table);
  const where = (matchId: string) => {
    return view.labels.has(matchId) ? matchName(view, matchId) : '';
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h4" id={headingId}>
        台の状況
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {hallNames ? stageTablesText(hallNames, stage) : `${stage.tableCount}${stage.tableLabel}`} ・
        呼び出し：
        {stage.autoCall ? '自動（結果が入ると空いた台に次の試合）' : '確認してから'}
      </Typography>
      <List dense disablePadding aria-label={`${stage.name}の台の状況`}>
        {rows.map((row) => {
          const state = row.matchId ? states.get(row.matchId) : undefined;
          return (
            <ListItem key={row.table} divider sx={{ display: 'block', px: 0 }} data-table={row.table}>
              <Typography component="div">
                {state ? (
                  <>
                    <strong>{callText(stage, state, row.table)}</strong>
                    <Typography variant="body2" color="textSecondary" component="div">
                      {where(state.match.id)}
                      {row.calledAt ? ` ・ ${elapsed(row.calledAt, now)}` : ''}
                      {row.clash.length > 0
                        ? ` ・ 重複：${row.clash.map((id) => where(id) || id).join('、')}も呼び出し中`
                        : ''}
                    </Typography>
                  </>
                ) : elsewhere.has(row.table) ? (
                  <>
                    <strong>{tableName(stage, row.table)}</strong>：{elsewhere.get(row.table)}で使用中
                  </>
                ) : (
                  <>
                    <strong>{tableName(stage, row.table)}</strong>：空き
                  </>
                )}
              </Typography>
              {state ? (
                <Box sx={{ mt: 1 }}>
                  <ActionGroup label={`${tableName(stage, row.table)}の操作`}>
                    {state.status === 'ready' ? (
                      <Button
                        variant="contained"
                        aria-label={`結果を入力 ${tableName(stage, row.table)}`}
                        onClick={() => onResult(stage, state, view.labels.get(state.match.id) ?? '')}
                      >
                        結果を入力
                      </Button>
                    ) : null}
                    <MoveButton stage={stage} row={row} free={free} onMove={onMove} tableName={tableName} />
                    <Button
                      aria-label={`呼び出し取り消し ${tableName(stage, row.table)}`}
                      onClick={() => onUncall(stage, state.match.id)}
                    >
                      呼び出し取り消し
                    </Button>
                  </ActionGroup>
                </Box>
              ) : null}
            </ListItem>
          );
        })}
      </List>

      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        次の呼び出し
      </Typography>
      {calls.length > 0 ? (
        <Stack spacing={1}>
          <List dense disablePadding aria-label={`${stage.name}の次の呼び出し`}>
            {calls.map((call) => {
              const state = states.get(call.matchId);
              if (!state) return null;
              const text = callText(stage, state, call.table);
              return (
                <ListItem
                  key={call.matchId}
                  divider
                  sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
                  data-call={call.matchId}
                >
                  <Typography component="div" sx={{ flex: '1 1 220px' }}>
                    {text}
                    <Typography variant="body2" color="textSecondary" component="div">
                      {where(call.matchId)}
                    </Typography>
                  </Typography>
                  <Button
                    variant="contained"
                    aria-label={`呼び出す ${text}`}
                    onClick={() => onCall(stage, [{ matchId: call.matchId, table: call.table }])}
                  >
                    呼び出す
                  </Button>
                </ListItem>
              );
            })}
          </List>
          {calls.length > 1 ? (
            <ActionGroup label={`${stage.name}の呼び出し`}>
              <Button
                variant="outlined"
                onClick={() =>
                  onCall(
                    stage,
                    calls.map(({ matchId, table }) => ({ matchId, table })),
                  )
                }
              >
                すべて呼び出す（{calls.length}試合）
              </Button>
            </ActionGroup>
          ) : null}
          {waiting > 0 ? (
            <Typography variant="body2" color="textSecondary">
              ほかに{waiting}試合が呼び出しを待っています
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {waiting > waits.length
            ? `空いている${stageTableLabel(hallNames, stage)}がありません（${waiting}試合が待っています）`
            : waiting === 0
              ? '呼び出せる試合はありません'
              : null}
        </Typography>
      )}
      {waits.length > 0 ? (
        <List dense disablePadding aria-label={`${stage.name}の選手を待っている試合`}>
          {waits.slice(0, WAITS_SHOWN).map((wait) => (
            <ListItem key={wait.matchId} divider sx={{ display: 'block', px: 0 }}>
              <Typography component="div">
                {sidesText(stage, wait.state)}
                <Typography variant="body2" color="textSecondary" component="div">
                  {where(wait.matchId)} ・ {wait.why}
                </Typography>
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
