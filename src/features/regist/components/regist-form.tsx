import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import type { Compe, CustomField, Division } from '@/shared/schemas/compe';
import * as z from 'zod/mini';
import { registFormSchemaFor, type RegistForm as RegistFormValues } from '@/shared/schemas/regist';
import { rosterLimitsOf } from '@/shared/roster-limits';
import { DivisionFields } from './division-fields';
import { emptyMember, TeamFields } from './team-fields';
import classes from './regist-form.module.css';

interface Props {
  compe: Compe;
  /** Full with the waitlist on: the button says so. */
  waitlist: boolean;
}

type Answers = Record<string, string | number | boolean | undefined>;

function answerText(field: CustomField, value: unknown): string {
  if (field.type === 'checkbox') return value ? 'はい' : 'いいえ';
  return value === undefined || value === '' ? '（未入力）' : String(value);
}

/** A team on the confirm step: チーム名, then its members one a line (主将 marked). */
const teamText = (team: NonNullable<RegistFormValues['teams']>[string] | undefined) =>
  [
    team?.name ?? '',
    ...(team?.members ?? []).map(
      (member, index) => `${index + 1}. ${member.name}${member.lead ? '（主将）' : ''}`,
    ),
  ].join('\n');

/** The confirm step's rows of 出場する部門, each ペア 部門's partner and each 団体 部門's team. */
function divisionRows(
  divisions: readonly Division[],
  values: Pick<RegistFormValues, 'divisions' | 'partners' | 'teams'>,
): [string, string][] {
  if (divisions.length === 0) return [];
  const chosen = divisions.filter((d) => values.divisions?.includes(d.id));
  return [
    ['出場する部門', chosen.map((d) => d.name).join('・')],
    ...chosen
      .filter((d) => d.kind === 'pair')
      .map((d): [string, string] => {
        const partner = values.partners?.[d.id];
        return [`ペアのお相手（${d.name}）`, `${partner?.name ?? ''}（${partner?.email ?? ''}）`];
      }),
    ...chosen
      .filter((d) => d.kind === 'team')
      .map((d): [string, string] => [`チーム（${d.name}）`, teamText(values.teams?.[d.id])]),
  ];
}

/**
 * The 参加申し込み form: standard fields, 出場する部門 (with each ペア 部門's partner) when the
 * competition has 部門, the competition's own fields, a confirm step, then submitRegist, which
 * validates again with the same schema. A refusal keeps everything typed.
 */
export default function RegistForm({ compe, waitlist }: Props) {
  const navigate = useNavigate();
  const fields = compe.regist.fields;
  const divisions = useMemo(() => compe.divisions ?? [], [compe.divisions]);
  const divisionLimit = compe.divisionLimit ?? 1;
  const schema = useMemo(
    () => registFormSchemaFor(fields, { divisions, divisionLimit }),
    [fields, divisions, divisionLimit],
  );
  type Values = z.infer<typeof schema>;
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      kana: '',
      email: '',
      phone: '',
      answers: Object.fromEntries(
        fields.map((f) => [f.id, f.type === 'checkbox' ? false : f.type === 'number' ? undefined : '']),
      ),
      ...(divisions.length > 0
        ? {
            divisions: [],
            partners: Object.fromEntries(
              divisions.filter((d) => d.kind === 'pair').map((d) => [d.id, { name: '', email: '' }]),
            ),
            teams: Object.fromEntries(
              divisions
                .filter((d) => d.kind === 'team')
                .map((d) => [
                  d.id,
                  { name: '', members: Array.from({ length: rosterLimitsOf(d).min }, emptyMember) },
                ]),
            ),
          }
        : {}),
    },
  });
  const chosen = useWatch({ control, name: 'divisions' }) ?? [];
  const partnerError = (id: string, key: 'name' | 'email') => errors.partners?.[id]?.[key]?.message;
  const answerError = (id: string) =>
    (errors.answers as Record<string, { message?: string }> | undefined)?.[id]?.message;

  const send = async () => {
    setSending(true);
    setFailure(null);
    const { submitRegist } = await import('../api/submit-regist');
    const result = await submitRegist(compe.id, schema.parse(getValues()));
    setSending(false);
    if (result.kind === 'done') navigate(paths.ticket.getHref(result.ticketId));
    else setFailure(result.message);
  };

  if (confirming) {
    const values = getValues();
    const answers = values.answers as Answers;
    const rows: [string, string][] = [
      ['氏名', values.name],
      ['ふりがな', values.kana],
      ['メール', values.email],
      ['電話', values.phone || '（未入力）'],
      ...divisionRows(divisions, values),
      ...fields.map((f): [string, string] => [f.label, answerText(f, answers[f.id])]),
    ];
    return (
      <section className={`paper ${classes.panel}`} aria-labelledby="confirm-title">
        <h3 id="confirm-title" className={`t-h6 ${classes.title}`}>
          入力内容の確認
        </h3>
        <dl className={`facts ${classes.review}`}>
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {waitlist ? (
          <Notice className={classes.notice}>
            定員に達しているため、キャンセル待ちとして受け付けます。空きが出ると自動で繰り上がり、メールでお知らせします。
          </Notice>
        ) : null}
        {failure ? (
          <Notice severity="error" className={classes.notice}>
            {failure}
          </Notice>
        ) : null}
        <div className={classes.actions}>
          <Button onClick={() => setConfirming(false)} disabled={sending}>
            修正する
          </Button>
          <Button variant="contained" onClick={send} disabled={sending}>
            {sending ? '送信中…' : waitlist ? 'キャンセル待ちで申し込む' : '申し込む'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={`paper ${classes.panel}`}
      noValidate
      aria-label="申し込みフォーム"
      onSubmit={handleSubmit(() => setConfirming(true))}
    >
      <h3 className={`t-h6 ${classes.title}`}>申し込みフォーム</h3>
      <div className={classes.stack}>
        <TextField
          {...register('name')}
          label="氏名"
          required
          autoComplete="name"
          error={errors.name?.message}
        />
        <TextField
          {...register('kana')}
          label="ふりがな"
          required
          error={errors.kana?.message}
          helperText="ひらがなで入力してください"
        />
        <TextField
          {...register('email')}
          label="メール"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          helperText="参加票をお送りします"
        />
        <TextField
          {...register('phone')}
          label="電話（任意）"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
        />
        {divisions.length > 0 ? (
          <DivisionFields
            divisions={divisions}
            limit={divisionLimit}
            chosen={chosen}
            onChange={(next) => setValue('divisions', next, { shouldValidate: isSubmitted })}
            error={errors.divisions?.message}
            partnerFields={(division) => (
              <fieldset className={classes.partner}>
                <legend className={classes.legend}>{division.name}のペアのお相手</legend>
                <TextField
                  {...register(`partners.${division.id}.name`)}
                  label="お相手の氏名"
                  required
                  error={partnerError(division.id, 'name')}
                />
                <TextField
                  {...register(`partners.${division.id}.email`)}
                  label="お相手のメールアドレス"
                  type="email"
                  required
                  error={partnerError(division.id, 'email')}
                  helperText="お相手も同じ部門であなたをペアに指定して申し込むと、ペアが成立します"
                />
              </fieldset>
            )}
            teamFields={(division) => (
              <TeamFields
                division={division}
                control={control}
                register={register}
                setValue={setValue}
                errors={errors.teams?.[division.id]}
              />
            )}
          />
        ) : null}
        {fields.map((field) => {
          const name = `answers.${field.id}` as const;
          const message = answerError(field.id);
          if (field.type === 'checkbox') {
            return (
              <CheckboxField
                key={field.id}
                {...register(name)}
                label={field.label}
                required={field.required}
                error={message}
              />
            );
          }
          if (field.type === 'select') {
            return (
              <SelectField
                key={field.id}
                {...register(name)}
                label={field.label}
                required={field.required}
                options={field.options}
                error={message}
              />
            );
          }
          return (
            <TextField
              key={field.id}
              {...register(
                name,
                field.type === 'number'
                  ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }
                  : {},
              )}
              label={field.label}
              required={field.required}
              type={field.type === 'number' ? 'number' : 'text'}
              multiline={field.type === 'textarea'}
              error={message}
            />
          );
        })}
        <Button type="submit" variant="contained" className={classes.start}>
          確認へ進む
        </Button>
      </div>
    </form>
  );
}
