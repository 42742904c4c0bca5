import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useNotify } from '@/components/snackbar';
import { LABELS } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { pairRegists } from '../api/pair-regists';

const LIVE: readonly Regist['status'][] = ['pending', 'accepted', 'waitlisted'];

/**
 * 「ペア」 on 参加申込リスト (docs/product.md "Registration, tickets and check-in"): in a ペア 部門 of
 * the competition, pair this registration with another live one that has no pair there (the one it
 * named on the form comes first), or take its pair apart. setPair does it and refuses in Japanese
 * (a side cancelled meanwhile, a full 部門…); the refusal stays in the dialog.
 */
export function RegistPairDialog({
  compe,
  regist,
  regists,
  onClose,
}: {
  compe: Compe;
  regist: Regist;
  /** The live list: the partners to choose from. */
  regists: readonly Regist[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const titleId = useId();
  const pairDivisions = (compe.divisions ?? []).filter((division) => division.kind === 'pair');
  const [divisionId, setDivisionId] = useState(
    () => pairDivisions.find((d) => regist.divisions?.includes(d.id))?.id ?? pairDivisions[0]?.id ?? '',
  );
  const division = pairDivisions.find((d) => d.id === divisionId);
  const current = regist.partners?.[divisionId];
  const pairedWith = current?.registId;
  const candidates = useMemo(
    () =>
      regists
        .filter(
          (other) =>
            other.id !== regist.id &&
            LIVE.includes(other.status) &&
            other.partners?.[divisionId]?.registId === undefined,
        )
        // The one it named on the form first, then by 受付番号.
        .sort(
          (a, b) =>
            Number(b.email === current?.email) - Number(a.email === current?.email) || a.number - b.number,
        ),
    [regists, regist.id, divisionId, current?.email],
  );
  const [partnerId, setPartnerId] = useState('');
  const chosen = candidates.find((other) => other.id === partnerId) ?? candidates[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (!division) return;
    setBusy(true);
    setError(null);
    const result = await pairRegists(
      compe.id,
      division.id,
      regist.id,
      pairedWith ? null : (chosen?.id ?? null),
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    notify(
      pairedWith
        ? `${regist.name}さんの${division.name}のペアを解消しました`
        : `${regist.name}さんと${chosen?.name ?? ''}さんの${division.name}のペアが成立しました`,
    );
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{regist.name}さんのペア</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label="部門"
            value={divisionId}
            onChange={(event) => {
              setDivisionId(event.target.value);
              setPartnerId('');
              setError(null);
            }}
            slotProps={{ select: { native: true } }}
          >
            {pairDivisions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </TextField>
          {pairedWith ? (
            <DialogContentText>
              {current?.name}
              さんとペアが成立しています。解消すると、ふたりともこの部門のお相手がいなくなります（部門への出場はそのままです）。
            </DialogContentText>
          ) : (
            <>
              {current ? (
                <DialogContentText variant="body2">
                  申し込み時のお相手：{current.name}（{current.email}）
                </DialogContentText>
              ) : null}
              {candidates.length > 0 ? (
                <TextField
                  select
                  size="small"
                  label="ペアのお相手"
                  value={chosen?.id ?? ''}
                  onChange={(event) => setPartnerId(event.target.value)}
                  slotProps={{ select: { native: true } }}
                >
                  {candidates.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.number}. {other.name}
                    </option>
                  ))}
                </TextField>
              ) : (
                <DialogContentText>ペアを組める申し込みがありません。</DialogContentText>
              )}
              <DialogContentText variant="body2">
                ふたりに「ペアが成立しました」とメールでお知らせします。この部門に出場していない方は、この部門に加わります。
              </DialogContentText>
            </>
          )}
          {busy ? <LinearProgress aria-label="処理中" /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogFooter
        confirmLabel={pairedWith ? 'ペアを解消する' : 'ペアを組む'}
        busyLabel="処理中…"
        busy={busy}
        disabled={!division || (!pairedWith && !chosen)}
        destructive={pairedWith !== undefined}
        cancelLabel={error ? LABELS.close : '戻る'}
        onCancel={onClose}
        onConfirm={() => void run()}
      />
    </Dialog>
  );
}
