import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  TIE_PRESETS,
  TIE_RUBBERS_MAX,
  TIE_VACANCIES,
  type TiePreset,
  type TieVacancy,
} from '@/shared/play/tie-template';
import { rubberLabel } from '@/shared/play/tie-places';
import { TIE_PRESET_LABELS } from '@/shared/play/tie-presets';
import { LIMITS } from '@/shared/schemas/limits';
import { teamForm, type CompeSettingsForm } from '@/shared/schemas/compe-form';
import { presetTeamSettings } from '@/shared/team-settings';

interface Props {
  control: Control<CompeSettingsForm>;
  register: UseFormRegister<CompeSettingsForm>;
  setValue: UseFormSetValue<CompeSettingsForm>;
  errors: FieldErrors<CompeSettingsForm>;
  /** The 部門's position in the form's list. */
  index: number;
}

/** 欠員の扱い: where a short-handed team's empty places go. */
const VACANCY_LABELS: Record<TieVacancy, string> = {
  first: '前の試合から空ける（1番から不戦敗）',
  last: '後ろの試合から空ける',
  any: 'どこを空けてもよい',
};

type Flag = 'stopWhenDecided' | 'noPairOfFirstTwo' | 'leadFirst' | 'byPoints' | 'decider';

/** The template's yes/no options in plain words, each with one line of help. */
const FLAGS: readonly { name: Flag; label: string; help: string }[] = [
  {
    name: 'stopWhenDecided',
    label: '勝敗が決まったら残りの試合をしない（打ち切り）',
    help: '外すと、勝敗が決まっても全部の試合をします。',
  },
  {
    name: 'noPairOfFirstTwo',
    label: '1番・2番の2人でダブルスを組めない',
    help: '卓球の4単1複の決まりです。',
  },
  {
    name: 'leadFirst',
    label: '主将は主将の盤（1番目）に出る',
    help: '将棋・囲碁の団体戦のように、選手名簿で主将にした人が最初の試合に出ます。',
  },
  {
    name: 'byPoints',
    label: '勝ち数が同じなら本数で決める',
    help: '剣道のように、各試合で取った本数の合計で勝敗を決めます。',
  },
  {
    name: 'decider',
    label: 'それでも同じなら代表戦（トーナメント）',
    help: '両チームから1人ずつ出て、もう1試合します。',
  },
];

/** The rubbers of the template in order: 「1番・2番・3番（ダブルス）・4番・5番」. */
function rubberList(tie: { layout: string; labels: 'number' | 'badminton' | 'board' | 'kendo' }): string {
  return [...tie.layout]
    .map((letter, i) => {
      const label = rubberLabel(tie, i);
      return letter === 'D' && tie.labels !== 'badminton' ? `${label}（ダブルス）` : label;
    })
    .join('・');
}

/**
 * A 団体 部門's teams (docs/play.md "Team ties"): the form of its ties, chosen from the presets
 * (which also set 登録選手の人数), and the template's options in plain words. Stages of the 部門
 * start from these settings.
 */
export function TeamSettingsEditor({ control, register, setValue, errors, index }: Props) {
  const base = `divisions.${index}.team` as const;
  const team = useWatch({ control, name: base });
  const teamErrors = errors.divisions?.[index]?.team;
  const helpId = useId();
  if (!team) return null;
  const number = (
    name:
      | 'min'
      | 'max'
      | 'tie.parallel'
      | 'tie.singlesPerPlayer'
      | 'tie.doublesPerPlayer'
      | 'tie.rubbersPerPlayer'
      | 'tie.forfeit.games'
      | 'tie.forfeit.points',
    label: string,
    min: number,
    max: number,
    error: { message?: string } | undefined,
    help?: string,
  ) => (
    <TextField
      {...register(`${base}.${name}`)}
      label={label}
      type="number"
      size="small"
      slotProps={{ htmlInput: { min, max } }}
      sx={{ flex: 1 }}
      error={!!error}
      helperText={error?.message ?? help}
    />
  );
  return (
    <Stack spacing={1.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        団体戦の設定
      </Typography>
      <Controller
        control={control}
        name={`${base}.tie.preset`}
        render={({ field: preset }) => (
          <TextField
            select
            label="団体戦の形式"
            size="small"
            value={preset.value}
            onBlur={preset.onBlur}
            inputRef={preset.ref}
            onChange={(e) =>
              // A preset fills the template and the roster's size; the options below stay editable.
              setValue(base, teamForm(presetTeamSettings(e.target.value as TiePreset)), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            helperText={`試合：${rubberList(team.tie)}（形式を選ぶと下の設定をその形式の標準にします）`}
          >
            {TIE_PRESETS.map((value) => (
              <MenuItem key={value} value={value}>
                {TIE_PRESET_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        {number('min', '登録選手の最少人数', 1, LIMITS.teamMembers, teamErrors?.min)}
        {number('max', '登録選手の最多人数', 1, LIMITS.teamMembers, teamErrors?.max)}
      </Stack>
      {FLAGS.map(({ name, label, help }) => (
        <Controller
          key={name}
          control={control}
          name={`${base}.tie.${name}`}
          render={({ field }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${helpId}-${name}` } }}
                  />
                }
                label={label}
              />
              <FormHelperText id={`${helpId}-${name}`} sx={{ mt: -0.5, ml: 4 }}>
                {help}
              </FormHelperText>
            </div>
          )}
        />
      ))}
      <Controller
        control={control}
        name={`${base}.tie.vacancy`}
        render={({ field: vacancy }) => (
          <TextField
            {...vacancy}
            select
            label="欠員の扱い"
            size="small"
            helperText="選手が足りないチームの、空ける試合の場所です。"
          >
            {TIE_VACANCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {VACANCY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        {number(
          'tie.forfeit.games',
          '不戦のゲーム数',
          0,
          LIMITS.bestOf,
          teamErrors?.tie?.forfeit?.games,
          '空いた試合は相手の勝ち（例：0-3）',
        )}
        {number(
          'tie.forfeit.points',
          '不戦の点数',
          0,
          LIMITS.score,
          teamErrors?.tie?.forfeit?.points,
          '得失点に数える相手の点',
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        {number(
          'tie.singlesPerPlayer',
          '1人のシングルス出場数',
          1,
          TIE_RUBBERS_MAX,
          teamErrors?.tie?.singlesPerPlayer,
          '1対戦で1人が出られる数',
        )}
        {number(
          'tie.doublesPerPlayer',
          '1人のダブルス出場数',
          1,
          TIE_RUBBERS_MAX,
          teamErrors?.tie?.doublesPerPlayer,
        )}
        {number(
          'tie.rubbersPerPlayer',
          '1人の合計出場数',
          1,
          TIE_RUBBERS_MAX,
          teamErrors?.tie?.rubbersPerPlayer,
        )}
      </Stack>
      {number(
        'tie.parallel',
        '同時に使う台の数',
        1,
        TIE_RUBBERS_MAX,
        teamErrors?.tie?.parallel,
        '1対戦の試合を一度にいくつの台でするか',
      )}
    </Stack>
  );
}
