import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MatchState } from '@/shared/play/resolve';
import { rubberName, rubberSideNames } from '@/shared/play/rubbers';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import { resultText } from '@/shared/play/view/play-view';
import type { Stage } from '@/shared/schemas/stage';

interface Props {
  stage: Stage;
  /** The tie's rubbers in their order (rubbers.ts playStates). */
  rubbers: readonly MatchState[];
  /** The tie's heading (準決勝 第1試合): a rubber's result dialog says 「準決勝 第1試合 1番」. */
  label: string;
  onResult: (stage: Stage, state: MatchState, roundLabel: string) => void;
  hall: HallNames | undefined;
}

const STATUS: Partial<Record<MatchState['status'], string>> = {
  waiting: 'オーダー待ち',
  ready: '結果待ち',
  void: '打ち切り',
};

/**
 * 団体戦: a tie's rubbers under its row on 対戦 (docs/play.md "Team ties"), each with its place
 * (1番), its players, its table and its result, entered as any match's.
 */
export function TieRubbers({ stage, rubbers, label, onResult, hall }: Props) {
  if (rubbers.length === 0) return null;
  return (
    <List
      dense
      disablePadding
      aria-label={`${label}の個々の試合`}
      sx={{ pl: { xs: 2, sm: 7 }, width: '100%' }}
    >
      {rubbers.map((state) => {
        const id = state.match.id;
        const place = rubberName(stage, id) ?? id;
        const players = rubberSideNames(stage, state);
        const stored = stage.results[id];
        const call = stage.tableCount > 0 ? stage.tables[id] : undefined;
        const forfeit = state.status === 'done' && !stored;
        const status =
          state.status === 'done'
            ? forfeit
              ? '欠員'
              : stored?.confirmed
                ? '確定'
                : '速報'
            : (STATUS[state.status] ?? '');
        const playable = state.status === 'ready' || (state.status === 'done' && !forfeit);
        return (
          <ListItem key={id} divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-match={id}>
            <Typography variant="body2" sx={{ minWidth: 72, fontWeight: 500 }}>
              {place}
            </Typography>
            <Typography component="div" variant="body2" sx={{ flex: '1 1 200px' }}>
              {players ? `${players.a} vs ${players.b}` : ''}
              {state.status === 'done' ? (
                <Box component="span" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
                  {resultText(stored ?? state.result)}
                </Box>
              ) : null}
            </Typography>
            {/* Where it was played, or is being played; a rubber the tie's end left unplayed (打ち切り)
                keeps its call stored, but its table is free. */}
            {call && state.status !== 'void' ? (
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {state.status === 'done'
                  ? stageTableName(hall, stage, call.table)
                  : `${stageTableName(hall, stage, call.table)}で試合中`}
              </Typography>
            ) : null}
            {status ? <Chip size="small" label={status} variant="outlined" /> : null}
            {playable ? (
              <Button
                size="small"
                variant={state.status === 'ready' ? 'contained' : 'outlined'}
                onClick={() => onResult(stage, state, `${label} ${place}`)}
                aria-label={`${label} ${place}の${state.status === 'ready' ? '結果を入力' : '結果を訂正'}`}
              >
                {state.status === 'ready' ? '結果を入力' : '結果を訂正'}
              </Button>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
