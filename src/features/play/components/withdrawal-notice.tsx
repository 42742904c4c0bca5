import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Withdrawal } from '@/shared/play/withdrawn';
import type { Stage } from '@/shared/schemas/stage';
import { matchName, sideName, stageView } from '@/shared/play/view/play-view';

/**
 * The entrants of a stage who cancelled after the draw and still have a match (docs/play.md
 * "Withdrawals after the draw"). Their matches are never called; one tap records each as 棄権 —
 * the opponent's 不戦勝 — through the ordinary result write, so the bracket or league goes on.
 */
export function WithdrawalNotice({
  stage,
  withdrawals,
  onWithdraw,
}: {
  stage: Stage;
  withdrawals: readonly Withdrawal[];
  /** Records 棄権 for each of the entrant's matches that can be settled now. */
  onWithdraw: (stage: Stage, withdrawal: Withdrawal) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (withdrawals.length === 0) return null;
  const view = stageView(stage);
  const tap = async (withdrawal: Withdrawal) => {
    setBusy(withdrawal.entrant);
    await onWithdraw(stage, withdrawal);
    setBusy(null);
  };
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label={`${stage.name}のキャンセルした出場者`}
    >
      <AlertTitle>組み合わせ作成後にキャンセルした出場者</AlertTitle>
      <Typography variant="body2">
        この出場者の試合は呼び出しません。「棄権にする」で相手の不戦勝として記録すると、次の試合に進みます。
      </Typography>
      <List dense disablePadding>
        {withdrawals.map((withdrawal) => {
          const name = sideName(stage, withdrawal.entrant);
          const matches = withdrawal.matches.map((m) => {
            const other = m.a === withdrawal.entrant ? m.b : m.a;
            return `${matchName(view, m.match.id)}（vs ${sideName(stage, other)}）`;
          });
          return (
            <ListItem
              key={withdrawal.entrant}
              disableGutters
              sx={{ gap: 1, flexWrap: 'wrap' }}
              data-withdrawn={withdrawal.entrant}
            >
              <Typography component="div" sx={{ flex: '1 1 220px' }}>
                <strong>{name}</strong>
                <Typography variant="body2" component="div">
                  {matches.length > 0 ? matches.join('、') : '次の対戦相手が決まると棄権を記録できます'}
                </Typography>
              </Typography>
              {matches.length > 0 ? (
                <Button
                  variant="contained"
                  color="warning"
                  disabled={busy !== null}
                  aria-label={`${name}を棄権にする（相手の不戦勝・${matches.length}試合）`}
                  onClick={() => void tap(withdrawal)}
                >
                  棄権にする
                </Button>
              ) : null}
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
