import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { callErrorMessage } from '@/lib/firebase/errors';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import {
  reportResultRequest,
  type ReportedResult,
  type ReportResultRequest,
  type ReportState,
} from '@/shared/schemas/report';
import {
  drawAllowed as stageAllowsDraw,
  resultFormSchemaFor,
  resultFromForm,
  type ResultFormValues,
} from '@/shared/schemas/stage-form';
import { resultInWords, type ReportCred } from '../report-cred';
import type { ReportMatch } from '../report-match';
import classes from './report-panel.module.css';

interface Props {
  match: ReportMatch;
  compeId: string;
  stageId: string;
  matchId: string;
  cred: ReportCred;
}

const HOWS = [
  ['played', '試合'],
  ['walkover', '不戦勝'],
  ['retired', '棄権'],
] as const;

const ANSWERS: Record<ReportState, string> = {
  pending: REPORT_MESSAGES.pending,
  accepted: REPORT_MESSAGES.accepted,
  conflict: REPORT_MESSAGES.conflict,
};

type Errors = Partial<Record<'outcome' | 'scoreA' | 'scoreB', string>>;

/**
 * The report form, fitted to the stage's scoring (勝敗: the winner; ゲーム: games per side, best-of
 * checked; 得点: points) and how it ended (試合 / 不戦勝 / 棄権). Checked with the schemas the
 * function checks with (resultFormSchemaFor, reportResultRequest), then a confirmation in words,
 * then reportResult's answer: waiting for the other side, 受け付け (速報), or 食い違い (staff decide).
 */
export function ReportForm({ match, compeId, stageId, matchId, cred }: Props) {
  const { stage } = match;
  const names = [match.sides[0].name, match.sides[1].name] as const;
  // No 引き分け in a bracket, nor in ゲーム scoring with an odd best-of: the function's own check.
  const drawAllowed = stageAllowsDraw(stage);
  const what = stage.scoring === 'games' ? 'ゲーム数' : '得点';
  const outcomeId = useId();
  const howId = useId();
  const [values, setValues] = useState<ResultFormValues>({
    outcome: '',
    how: 'played',
    scoreA: '',
    scoreB: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{
    request: ReportResultRequest;
    reported: ReportedResult;
  } | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const set = (patch: Partial<ResultFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const scored = stage.scoring !== 'outcome' && values.how === 'played';

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = resultFormSchemaFor(stage).safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const stored = resultFromForm(stage, parsed.data, [0, 1], false);
    const reported: ReportedResult = {
      outcome: stored.outcome,
      how: stored.how,
      ...(stored.games ? { games: stored.games } : {}),
      ...(stored.points ? { points: stored.points } : {}),
    };
    const request = reportResultRequest.safeParse({ compeId, stageId, matchId, ...cred, ...reported });
    if (!request.success) {
      setFailure(request.error.issues[0]?.message ?? REPORT_MESSAGES.notFound);
      return;
    }
    setConfirming({ request: request.data, reported });
  };

  const send = async () => {
    if (!confirming) return;
    setSending(true);
    setFailure(null);
    try {
      const { callReportResult } = await import('@/lib/firebase/functions');
      const { state } = await callReportResult(confirming.request);
      setAnswer(state === 'accepted' && stage.autoConfirm ? REPORT_MESSAGES.confirmed : ANSWERS[state]);
    } catch (error) {
      setFailure(callErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (answer) {
    return (
      <section className={`paper ${classes.panel}`} aria-labelledby="report-answer">
        <h3 id="report-answer" className={`t-h6 ${classes.title}`}>
          報告の結果
        </h3>
        <Notice>{answer}</Notice>
        <div className={classes.actions}>
          <Button
            onClick={() => {
              setAnswer(null);
              setConfirming(null);
            }}
          >
            報告をやり直す
          </Button>
        </div>
      </section>
    );
  }

  if (confirming) {
    return (
      <section className={`paper ${classes.panel}`} aria-labelledby="report-confirm">
        <h3 id="report-confirm" className={`t-h6 ${classes.title}`}>
          この内容で報告しますか
        </h3>
        <p className={classes.words}>{resultInWords(names, confirming.reported)}</p>
        <p className="t-muted">
          {names[0]} vs {names[1]}（{HOWS.find(([how]) => how === confirming.reported.how)?.[1]}）
        </p>
        {failure ? <Notice severity="error">{failure}</Notice> : null}
        <div className={classes.actions}>
          <Button onClick={() => setConfirming(null)} disabled={sending}>
            修正する
          </Button>
          <Button variant="contained" onClick={send} disabled={sending}>
            {sending ? '送信中…' : '報告する'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className={`paper ${classes.panel}`} noValidate aria-label="結果の報告" onSubmit={check}>
      <div className={classes.stack}>
        <fieldset
          className={classes.group}
          aria-describedby={errors.outcome ? `${outcomeId}-error` : undefined}
        >
          <legend>勝者</legend>
          {(
            [
              ['a', `${names[0]}（選手A）`],
              ['b', `${names[1]}（選手B）`],
              ...(drawAllowed ? [['draw', '引き分け']] : []),
            ] as [ResultFormValues['outcome'], string][]
          ).map(([outcome, label]) => (
            <label key={outcome} className={classes.choice}>
              <input
                type="radio"
                name={outcomeId}
                value={outcome}
                checked={values.outcome === outcome}
                onChange={() => set({ outcome })}
              />
              {label}
            </label>
          ))}
          {errors.outcome ? (
            <p id={`${outcomeId}-error`} className={classes.error}>
              {errors.outcome}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>試合の終わり方</legend>
          {HOWS.map(([how, label]) => (
            <label key={how} className={classes.choice}>
              <input
                type="radio"
                name={howId}
                value={how}
                checked={values.how === how}
                onChange={() => set({ how })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {scored ? (
          <div className={classes.scores}>
            <TextField
              label={`${names[0]}の${what}`}
              inputMode="numeric"
              autoComplete="off"
              value={values.scoreA}
              onChange={(event) => set({ scoreA: event.target.value })}
              error={errors.scoreA}
              helperText={stage.scoring === 'games' ? `${stage.bestOf}ゲームマッチ` : undefined}
            />
            <TextField
              label={`${names[1]}の${what}`}
              inputMode="numeric"
              autoComplete="off"
              value={values.scoreB}
              onChange={(event) => set({ scoreB: event.target.value })}
              error={errors.scoreB}
            />
          </div>
        ) : null}
        {failure ? <Notice severity="error">{failure}</Notice> : null}
        <Button type="submit" variant="contained" fullWidth>
          確認へ進む
        </Button>
      </div>
    </form>
  );
}
