import type { ReactNode } from 'react';
import { DIVISION_KIND_LABELS } from '@/shared/division-labels';
import type { Division } from '@/shared/schemas/compe';
import classes from './regist-form.module.css';

interface Props {
  divisions: readonly Division[];
  /** How many one registration may enter: 1 draws radio buttons. */
  limit: number;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  /** The 「ペアのお相手」 fields of a chosen ペア 部門. */
  partnerFields: (division: Division) => ReactNode;
  /** The team (チーム名, 登録選手) of a chosen 団体 部門. */
  teamFields: (division: Division) => ReactNode;
}

const capacityText = ({ capacity, waitlist }: Division) =>
  capacity === 0 ? '定員 制限なし' : `定員 ${capacity}名${waitlist ? '（キャンセル待ちあり）' : ''}`;

/**
 * 出場する部門 on the 参加申し込み form (docs/product.md "Registration, tickets and check-in"): one
 * box per 部門 (a radio button when only one may be entered) with its 種類, 参加資格 and 定員; under a
 * chosen ペア 部門, its partner's fields; under a chosen 団体 部門, its team's.
 */
export function DivisionFields({
  divisions,
  limit,
  chosen,
  onChange,
  error,
  partnerFields,
  teamFields,
}: Props) {
  const single = limit <= 1;
  const toggle = (id: string, on: boolean) => {
    if (single) onChange(on ? [id] : []);
    else onChange(on ? [...chosen.filter((d) => d !== id), id] : chosen.filter((d) => d !== id));
  };
  const errorId = 'division-error';
  return (
    <fieldset
      className={classes.divisions}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={classes.legend}>
        出場する部門<span aria-hidden="true"> *</span>
        {single ? null : <span className={classes.limit}>（{limit}つまで選べます）</span>}
      </legend>
      {divisions.map((division) => {
        const checked = chosen.includes(division.id);
        return (
          <div key={division.id} className={classes.division}>
            <label className={classes.divisionLabel}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name="divisions"
                value={division.id}
                checked={checked}
                onChange={(event) => toggle(division.id, event.target.checked)}
                className={classes.divisionInput}
              />
              <span>
                <span className={classes.divisionName}>{division.name}</span>
                <span className={classes.divisionFacts}>
                  {DIVISION_KIND_LABELS[division.kind]}・{capacityText(division)}
                  {division.conditions ? `・参加資格：${division.conditions}` : ''}
                </span>
              </span>
            </label>
            {checked && division.kind === 'pair' ? partnerFields(division) : null}
            {checked && division.kind === 'team' ? teamFields(division) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className={classes.divisionError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
