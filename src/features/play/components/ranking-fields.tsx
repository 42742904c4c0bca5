import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { TIEBREAK_LABELS, TIEBREAKS, type Tiebreak } from '@/shared/play/standings';
import type { StageFormValues } from '@/shared/schemas/stage-form';
import { moveItem } from '../entrants';
import { useMoveFocus } from './use-move-focus';

/** What each rule compares, in the organiser's words (shared/play/standings.ts applies them). */
const TIEBREAK_HINTS: Record<Tiebreak, string> = {
  wins: '勝った試合の数',
  points: '勝点の合計',
  headToHead: '並んだ人どうしの対戦成績',
  gameDiff: '取ったゲーム数 − 失ったゲーム数（組のすべての試合）',
  gameDiffTied: '並んだ人どうしの試合だけのゲーム差（ITTF方式）',
  pointDiff: '得点 − 失点（組のすべての試合）',
  pointDiffTied: '並んだ人どうしの試合だけの得失点差（ITTF方式）',
  sos: '対戦相手の勝点の合計（ブッフホルツ）',
  sosos: '対戦相手のSOSの合計',
  pointsFor: '得点の合計',
};

type Action = 'up' | 'down' | 'remove';
const ACTION_LABELS: Record<Action, string> = { up: '上へ', down: '下へ', remove: '削除' };
const buttonSx = { minWidth: 48, minHeight: 40 } as const;

/**
 * 順位の決め方: the rules in order, built from TIEBREAKS — add one, take one out, move one up or
 * down. Every button is named with its rule (「直接対決を上へ」), and after a move the focus stays on
 * the moved rule, so a keyboard can keep moving it; a status line says where it went.
 */
function TiebreakList({
  value,
  onChange,
  error,
  disabled,
}: {
  value: readonly Tiebreak[];
  onChange: (next: Tiebreak[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const labelId = useId();
  const errorId = useId();
  const { ref, focusAfter } = useMoveFocus();
  const [said, setSaid] = useState('');
  const unused = TIEBREAKS.filter((rule) => !value.includes(rule));

  const act = (rule: Tiebreak, index: number, action: Action) => {
    const label = TIEBREAK_LABELS[rule];
    if (action === 'remove') {
      const next = value.filter((r) => r !== rule);
      onChange(next);
      setSaid(`${label}を削除しました`);
      const neighbour = next[Math.min(index, next.length - 1)];
      focusAfter(neighbour ? `${neighbour}:remove` : `add:${rule}`);
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    onChange(moveItem(value, index, to));
    setSaid(`${label}を${to + 1}番目に移動しました`);
    focusAfter(`${rule}:${action}`, `${rule}:${action === 'up' ? 'down' : 'up'}`);
  };
  const add = (rule: Tiebreak) => {
    onChange([...value, rule]);
    setSaid(`${TIEBREAK_LABELS[rule]}を${value.length + 1}番目に追加しました`);
    focusAfter(`${rule}:up`, `${rule}:remove`);
  };

  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        順位の決め方
      </FormLabel>
      <Typography variant="body2" color="textSecondary">
        上から順に比べ、並んだ人をその次の決め方で比べます。どれでも決まらなければ同順位です。
      </Typography>
      {value.length > 0 ? (
        <Box
          component="ol"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}
        >
          {value.map((rule, index) => {
            const label = TIEBREAK_LABELS[rule];
            return (
              <Box
                component="li"
                key={rule}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
                    {index + 1}. {label}
                  </Typography>
                  <Typography component="span" variant="body2" color="textSecondary">
                    {TIEBREAK_HINTS[rule]}
                  </Typography>
                </Box>
                {(['up', 'down', 'remove'] as const).map((action) => (
                  <Button
                    key={action}
                    ref={ref(`${rule}:${action}`)}
                    size="small"
                    color={action === 'remove' ? 'error' : 'primary'}
                    aria-label={`${label}を${ACTION_LABELS[action]}`}
                    disabled={
                      disabled ||
                      (action === 'up' && index === 0) ||
                      (action === 'down' && index === value.length - 1)
                    }
                    onClick={() => act(rule, index, action)}
                    sx={buttonSx}
                  >
                    {ACTION_LABELS[action]}
                  </Button>
                ))}
              </Box>
            );
          })}
        </Box>
      ) : null}
      {unused.length > 0 ? (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          role="group"
          aria-label="決め方を追加"
          sx={{ flexWrap: 'wrap', mt: 1 }}
        >
          {unused.map((rule) => (
            <Button
              key={rule}
              ref={ref(`add:${rule}`)}
              size="small"
              variant="outlined"
              aria-label={`${TIEBREAK_LABELS[rule]}を追加`}
              disabled={disabled}
              onClick={() => add(rule)}
              sx={buttonSx}
            >
              ＋ {TIEBREAK_LABELS[rule]}
            </Button>
          ))}
        </Stack>
      ) : null}
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </FormControl>
  );
}

const POINT_FIELDS = [
  ['win', '勝ち'],
  ['draw', '引き分け'],
  ['loss', '負け'],
] as const;
const POINT_VALUES = Array.from({ length: 11 }, (_, i) => i);

/**
 * 順位の決め方 and 勝点 of a league or a Swiss stage (the stage dialog). They only rank the tables,
 * which are computed from the results, so both may change at any time (docs/play.md).
 */
export function RankingFields({ control }: { control: Control<StageFormValues> }) {
  const pointsId = useId();
  return (
    <>
      <Controller
        control={control}
        name="tiebreaks"
        render={({ field, fieldState }) => (
          <TiebreakList
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            disabled={!!field.disabled}
          />
        )}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" id={pointsId}>
          勝点
        </FormLabel>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', pt: 1 }}>
          {POINT_FIELDS.map(([key, label]) => (
            <Controller
              key={key}
              control={control}
              name={`points.${key}`}
              render={({ field }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  select
                  label={label}
                  sx={{ minWidth: 100 }}
                >
                  {POINT_VALUES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {value}点
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ))}
        </Stack>
      </FormControl>
    </>
  );
}
