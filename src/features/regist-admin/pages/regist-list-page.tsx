import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { downloadCsv } from '@/lib/csv';
import type { Live } from '@/lib/firebase/hooks';
import { MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { useStaffCompe } from '@/lib/db/compes/use-staff-compe';
import { useRegistsByNumber } from '@/lib/db/regists/use-regists';
import { CheckInNotices } from '../components/check-in-notices';
import { QrCheckInDialog } from '../components/qr-check-in-dialog';
import { RegistActionDialog } from '../components/regist-action-dialog';
import { RegistPairDialog } from '../components/regist-pair-dialog';
import type { RowAction } from '../regist-actions';
import { RegistSummary } from '../components/regist-summary';
import { RegistCards, RegistTable } from '../components/regist-table';
import { StatusFilterChips } from '../components/status-filter';
import { RegistDivisionChips } from '../components/regist-division-chips';
import { registsCsv, registsCsvFileName } from '../regist-csv';
import {
  countByDivision,
  countByStatus,
  filterRegists,
  unreachedRegists,
  type DivisionFilter,
  type StatusFilter,
} from '../regist-list';
import { useLastMails } from '@/lib/db/mails/use-last-mails';
import { UnreachedToggle } from '@/components/delivery/unreached-toggle';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { StaffCompeGate } from '@/components/staff-compe-gate';

function EmptyState({ compe, clubId }: { compe: Compe; clubId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Typography>{STAFF_MESSAGES.registListEmpty}</Typography>
        {compe.published ? (
          <Typography variant="body2" color="textSecondary">
            申し込みページの URL を参加者にお知らせください。
          </Typography>
        ) : (
          <Typography variant="body2" color="textSecondary">
            この大会は非公開のため、まだ申し込みを受け付けていません。
            <Link component={RouterLink} to={paths.form.compe.getHref(clubId, compe.id)}>
              大会設定
            </Link>
            で公開できます。
          </Typography>
        )}
        <Link
          component={RouterLink}
          to={paths.regist.getHref(clubId, compe.id)}
          target="_blank"
          rel="noopener"
          sx={{ alignSelf: 'flex-start' }}
        >
          申し込みページを開く ↗
        </Link>
      </Stack>
    </Paper>
  );
}

function RegistList({ compe, clubId, regists }: { compe: Compe; clubId: string; regists: Live<Regist[]> }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [division, setDivision] = useState<DivisionFilter>('all');
  const [unreachedOnly, setUnreachedOnly] = useState(false);
  const mails = useLastMails(compe.clubId, compe.id);
  const lastMails = mails.status === 'ready' ? mails.data : null;
  const [scanning, setScanning] = useState(false);
  const [target, setTarget] = useState<{ regist: Regist; action: RowAction } | null>(null);

  const all = useMemo(() => (regists.status === 'ready' ? regists.data : []), [regists]);
  const divisions = compe.divisions ?? [];
  // A 部門 removed while chosen shows every registration again.
  const shownDivision = divisions.some((d) => d.id === division) ? division : 'all';
  const unreached = useMemo(() => (lastMails ? unreachedRegists(all, lastMails) : null), [all, lastMails]);
  const narrowing = unreachedOnly && unreached !== null;
  const shown = useMemo(
    () => filterRegists(narrowing && unreached ? unreached : all, status, search, shownDivision),
    [all, unreached, narrowing, status, search, shownDivision],
  );
  const counts = useMemo(() => countByStatus(all), [all]);
  const divisionCounts = useMemo(() => countByDivision(all, compe.divisions ?? []), [all, compe.divisions]);
  const filtered = status !== 'all' || search.trim() !== '' || narrowing || shownDivision !== 'all';
  const fields = compe.regist.fields;
  // One function for the page's life: the memoised rows of a long list keep their drawing.
  const onAction = useCallback((regist: Regist, action: RowAction) => setTarget({ regist, action }), []);
  const pairable = divisions.some((d) => d.kind === 'pair');

  const exportCsv = () =>
    downloadCsv(registsCsvFileName(compe, new Date()), registsCsv(shown, fields, divisions));

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {compe.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setScanning(true)} disabled={regists.status !== 'ready'}>
            QRで受付
          </Button>
          <Button variant="outlined" onClick={exportCsv} disabled={shown.length === 0}>
            {filtered ? `CSV書き出し（表示中の${shown.length}件）` : `CSV書き出し（全${all.length}件）`}
          </Button>
        </Stack>
      </Stack>

      <CheckInNotices compeId={compe.id} />
      {regists.status === 'loading' ? <PageLoading /> : null}
      {regists.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
      {regists.status === 'ready' ? <RegistSummary compe={compe} regists={all} /> : null}
      {regists.status === 'ready' && all.length === 0 ? <EmptyState compe={compe} clubId={clubId} /> : null}

      {regists.status === 'ready' && all.length > 0 ? (
        <>
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <StatusFilterChips value={status} counts={counts} total={all.length} onChange={setStatus} />
              {unreached ? (
                <UnreachedToggle
                  count={unreached.length}
                  on={unreachedOnly}
                  onToggle={() => setUnreachedOnly((on) => !on)}
                />
              ) : null}
            </Stack>
            {divisions.length > 0 ? (
              <RegistDivisionChips
                divisions={divisions}
                value={shownDivision}
                counts={divisionCounts}
                onChange={setDivision}
              />
            ) : null}
            {narrowing ? (
              <Typography variant="caption" color="textSecondary">
                {STAFF_MESSAGES.deliveryUnreachedHint}
              </Typography>
            ) : null}
            {mails.status === 'error' ? (
              <Typography variant="body2" color="textSecondary">
                {STAFF_MESSAGES.deliveryLoadFailed}
              </Typography>
            ) : null}
            <TextField
              type="search"
              label="氏名・ふりがな・メール・電話・受付番号で検索"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              size="small"
              sx={{ maxWidth: { sm: 420 } }}
              fullWidth
            />
            <Typography variant="body2" color="textSecondary" role="status">
              {filtered ? `${all.length}件中 ${shown.length}件を表示` : `${all.length}件`}
            </Typography>
          </Stack>
          {shown.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography>条件に合う申し込みはありません</Typography>
                <Button
                  onClick={() => {
                    setStatus('all');
                    setSearch('');
                    setDivision('all');
                    setUnreachedOnly(false);
                  }}
                >
                  絞り込みを解除
                </Button>
              </Stack>
            </Paper>
          ) : phone ? (
            <RegistCards
              compeId={compe.id}
              regists={shown}
              fields={fields}
              onAction={onAction}
              pairable={pairable}
              lastMails={lastMails}
              divisions={divisions}
            />
          ) : (
            <RegistTable
              compeId={compe.id}
              regists={shown}
              fields={fields}
              onAction={onAction}
              pairable={pairable}
              lastMails={lastMails}
              divisions={divisions}
            />
          )}
        </>
      ) : null}

      {scanning ? (
        <QrCheckInDialog compeId={compe.id} regists={all} onClose={() => setScanning(false)} />
      ) : null}
      {target?.action === 'pair' ? (
        <RegistPairDialog
          key={`${target.regist.id}:pair`}
          compe={compe}
          regist={target.regist}
          regists={all}
          onClose={() => setTarget(null)}
        />
      ) : target ? (
        <RegistActionDialog
          key={`${target.regist.id}:${target.action}`}
          compeId={compe.id}
          regist={target.regist}
          action={target.action}
          regists={all}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Stack>
  );
}

/** /{clubId}/form/{compeId}/regist 参加申込リスト (docs/product.md; check-in by QR). */
export default function RegistListPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compeState = useStaffCompe(compeId);
  const regists = useRegistsByNumber(compeId);
  return (
    <StaffCompeGate clubId={clubId} compe={compeState}>
      {(compe) => <RegistList compe={compe} clubId={clubId} regists={regists} />}
    </StaffCompeGate>
  );
}
