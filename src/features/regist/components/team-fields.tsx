import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { MESSAGES } from '@/shared/messages';
import type { Division } from '@/shared/schemas/compe';
import type { RegistForm } from '@/shared/schemas/regist';
import { rosterLimitsOf } from '@/shared/roster-limits';
import classes from './regist-form.module.css';

interface Props {
  division: Division;
  control: Control<RegistForm>;
  register: UseFormRegister<RegistForm>;
  setValue: UseFormSetValue<RegistForm>;
  /** The form's errors of this 部門's team (errors.teams[division.id]). */
  errors?: FieldErrors<NonNullable<RegistForm['teams']>[string]>;
}

/** An empty 登録選手 row, as the form starts `min` of them. */
export const emptyMember = () => ({ name: '', kana: '', lead: false });

/**
 * The team of a chosen 団体 部門 on the 参加申し込み form (docs/product.md "Registration, tickets and
 * check-in"): チーム名 and its 登録選手 (氏名, ふりがな, 主将 where the template plays by it), rows
 * added up to the 部門's max and removed freely (too few is said on 確認へ進む). The registrant is the
 * team's captain. Unticking the 部門 unmounts this but keeps the rows in the form, as partners are.
 */
export function TeamFields({ division, control, register, setValue, errors }: Props) {
  const { id } = division;
  const { min, max, leadFirst } = rosterLimitsOf(division);
  const { fields, append, remove } = useFieldArray({ control, name: `teams.${id}.members` });
  const listError = errors?.members?.root?.message ?? errors?.members?.message;
  const listErrorId = `team-${id}-members-error`;
  // One 主将: choosing one unchooses the others.
  const chooseLead = (index: number, on: boolean) => {
    if (!on) return;
    fields.forEach((_, other) => {
      if (other !== index) setValue(`teams.${id}.members.${other}.lead`, false);
    });
  };
  return (
    <fieldset className={classes.team}>
      <legend className={classes.legend}>{division.name}のチーム</legend>
      <p className={classes.teamNote}>{MESSAGES.registTeamCaptain}</p>
      <TextField {...register(`teams.${id}.name`)} label="チーム名" required error={errors?.name?.message} />
      <fieldset
        className={classes.members}
        aria-invalid={listError ? true : undefined}
        aria-describedby={listError ? listErrorId : undefined}
      >
        <legend className={classes.legend}>
          登録選手<span aria-hidden="true"> *</span>
          <span className={classes.limit}>（{min === max ? `${min}人` : `${min}〜${max}人`}）</span>
        </legend>
        <ol className={classes.memberList}>
          {fields.map((field, index) => {
            const label = `選手${index + 1}`;
            const memberErrors = errors?.members?.[index];
            return (
              <li key={field.id} className={classes.member}>
                <fieldset className={classes.memberBox}>
                  <legend className={classes.memberLegend}>{label}</legend>
                  <div className={classes.memberFields}>
                    <TextField
                      {...register(`teams.${id}.members.${index}.name`)}
                      label="氏名"
                      required
                      error={memberErrors?.name?.message}
                    />
                    <TextField
                      {...register(`teams.${id}.members.${index}.kana`)}
                      label="ふりがな（任意）"
                      error={memberErrors?.kana?.message}
                    />
                  </div>
                  <div className={classes.memberActions}>
                    {leadFirst ? (
                      <CheckboxField
                        {...register(`teams.${id}.members.${index}.lead`, {
                          onChange: (event: { target: { checked: boolean } }) =>
                            chooseLead(index, event.target.checked),
                        })}
                        label="主将"
                      />
                    ) : null}
                    <Button
                      size="small"
                      className={classes.memberRemove}
                      aria-label={`${label}を削除`}
                      onClick={() => remove(index)}
                    >
                      削除
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          variant="outlined"
          className={classes.start}
          disabled={fields.length >= max}
          onClick={() => append(emptyMember())}
        >
          ＋ 選手を追加
        </Button>
        {listError ? (
          <p id={listErrorId} className={classes.divisionError} role="alert">
            {listError}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
