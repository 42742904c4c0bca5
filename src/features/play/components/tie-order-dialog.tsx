import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DialogFooter } from '@/components/dialog-footer';
import { FormDialog } from '@/components/form-dialog';
import {
  openLineup,
  OrderIssues,
  OrderPlaces,
  OrderTable,
  useOrderChoices,
} from '@/components/play/order-places';
import { useNotify } from '@/components/snackbar';
import { useOrderDoc } from '@/lib/db/orders/use-order-doc';
import { formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { ORDER_MESSAGES } from '@/shared/order-messages';
import { ORDER_UI } from '@/shared/order-ui-messages';
import type { TieTemplate } from '@/shared/play/tie-template';
import type { StoredOrder } from '@/shared/play/tie-places';
import type { MatchState } from '@/shared/play/resolve';
import type { SideOrder } from '@/shared/schemas/order';
import type { Stage } from '@/shared/schemas/stage';
import { openTieOrders, saveSideOrder } from '../tie-order-calls';

type Side = 'a' | 'b';
type Entrant = Stage['entrants'][number];

interface Props {
  compeId: string;
  stage: Stage & { tie: TieTemplate };
  state: MatchState;
  /** The tie in words (「決勝」, 「A組 第1ラウンド 第2試合」). */
  title: string;
  onClose: () => void;
}

/** 「提出済み（キャプテンが提出 10:05）」 or 未提出. */
const sideStatus = (sent: SideOrder | undefined) =>
  sent
    ? `${ORDER_UI.submittedShort}（${ORDER_UI.bySide[sent.role]} ${formatTime(sent.at)}）`
    : ORDER_UI.notSubmitted;

/**
 * 対戦's オーダー dialog for one tie of a 団体戦 stage (docs/play.md "Team ties"): each team's order
 * as submitted — staff read the sealed orders (compes/{compeId}/orders) — with who sent it; staff
 * enter or change a side's order with the captain's places and the engine's checks (submitOrder
 * with `side`, recorded once open), and open both (openOrders) after saying what opening means.
 */
export default function TieOrderDialog({ compeId, stage, state, title, onClose }: Props) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const orders = useOrderDoc(compeId, stage.id, state.match.id);
  const [editing, setEditing] = useState<Side | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tie = { compeId, stageId: stage.id, tieId: state.match.id };
  const lineup = openLineup(stage, state);
  const team = (side: Side): Entrant | undefined =>
    stage.entrants.find((entrant) => entrant.id === (side === 'a' ? state.a : state.b));
  const doc = orders.status === 'ready' ? orders.data : null;
  // Once open the lineup is what everyone sees; before, the sealed orders as sent.
  const orderOf = (side: Side): StoredOrder | null => doc?.[side]?.order ?? null;

  if (editing) {
    const entrant = team(editing);
    return (
      <SideOrderForm
        template={stage.tie}
        team={entrant}
        initial={orderOf(editing)}
        onCancel={() => setEditing(null)}
        onSave={async (order) => {
          const result = await saveSideOrder(tie, editing, order);
          if (!result.ok) return result.message;
          notify(`${entrant?.name ?? ''}のオーダーを保存しました`);
          setEditing(null);
          return null;
        }}
      />
    );
  }

  const open = async () => {
    setBusy(true);
    setError(null);
    const result = await openTieOrders(tie);
    setBusy(false);
    setConfirming(false);
    if (result.ok) notify(ORDER_MESSAGES.openedNow);
    else setError(result.message);
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{ORDER_UI.staffTitle(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="textSecondary">
              {lineup ? `${ORDER_UI.openedAlready}（${formatTime(lineup.at)}）` : ORDER_UI.sealedNote}
            </Typography>
            {orders.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
            {(['a', 'b'] as const).map((side) => {
              const entrant = team(side);
              const sent = doc?.[side];
              return (
                <Stack
                  key={side}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                  role="group"
                  aria-label={entrant?.name ?? ''}
                >
                  <Typography sx={{ fontWeight: 700, flex: '1 1 auto' }}>{entrant?.name}</Typography>
                  <Typography variant="body2">{orders.status === 'ready' ? sideStatus(sent) : ''}</Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={orders.status !== 'ready'}
                    onClick={() => setEditing(side)}
                  >
                    {sent ? ORDER_UI.edit : ORDER_UI.enter}
                  </Button>
                </Stack>
              );
            })}
            {orders.status === 'ready' ? (
              <OrderTable
                template={stage.tie}
                sides={(['a', 'b'] as const).map((side) => ({
                  name: team(side)?.name ?? '',
                  members: team(side)?.members ?? [],
                  order: orderOf(side),
                }))}
              />
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogFooter
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          cancelLabel="閉じる"
          onCancel={onClose}
          confirmLabel={ORDER_UI.open}
          disabled={lineup !== undefined || orders.status !== 'ready'}
          onConfirm={() => setConfirming(true)}
        />
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={ORDER_UI.openTitle}
        confirmLabel={ORDER_UI.open}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void open()}
      >
        {ORDER_UI.openBody}
      </ConfirmDialog>
    </>
  );
}

/** One side's order entered by staff: the captain's places and the engine's checks. */
function SideOrderForm({
  template,
  team,
  initial,
  onCancel,
  onSave,
}: {
  template: TieTemplate;
  team: Entrant | undefined;
  initial: StoredOrder | null;
  onCancel: () => void;
  /** Resolves the function's refusal, or null once saved. */
  onSave: (order: StoredOrder) => Promise<string | null>;
}) {
  const issuesId = useId();
  const members = useMemo(() => team?.members ?? [], [team?.members]);
  const { choices, setChoices, issues, messages, refused, take } = useOrderChoices(
    template,
    members,
    initial,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      title={`${team?.name ?? ''}のオーダー`}
      submitLabel={ORDER_UI.save}
      busyLabel="保存中…"
      busy={busy}
      error={failure}
      onClose={onCancel}
      onSubmit={() => {
        setFailure(null);
        const order = take();
        if (!order) return;
        setBusy(true);
        void onSave(order).then((refusal) => {
          setBusy(false);
          setFailure(refusal);
        });
      }}
    >
      <OrderPlaces
        template={template}
        members={members}
        choices={choices}
        onChange={setChoices}
        issues={issues}
        issuesId={issuesId}
        disabled={busy}
      />
      <OrderIssues id={issuesId} messages={messages} alert={refused} />
    </FormDialog>
  );
}
