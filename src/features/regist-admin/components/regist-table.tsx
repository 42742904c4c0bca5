import { memo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@/components/status-badge';
import { REGIST_STATUS_LABELS } from '@/shared/regist-status';
import type { RowAction } from '../regist-actions';
import type { CustomField, Division } from '@/shared/schemas/compe';
import { enteredDivisionsLine, registEnteredDivisions } from '@/shared/entered-divisions';
import type { Mail } from '@/shared/schemas/mail';
import type { Regist } from '@/shared/schemas/regist';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { LastMailStatus } from '@/components/delivery/last-mail-status';
import { formatShortDateTime } from '@/shared/date-time-staff';
import { answerText, STATUS_TONES } from '../regist-list';
import { useWindowedList } from '@/lib/use-windowed-list';
import { CheckInToggle } from './check-in-toggle';
import { RegistRowActions } from './regist-row-actions';

interface Props {
  compeId: string;
  regists: readonly Regist[];
  fields: readonly CustomField[];
  onAction: (regist: Regist, action: RowAction) => void;
  /** The competition has ペア 部門: each live row's menu offers 「ペア」. */
  pairable?: boolean;
  /** registId → the last mail to that person; null while it loads or when it cannot be read. */
  lastMails: ReadonlyMap<string, Mail> | null;
  /**
   * The competition's 部門 (compe.divisions): when there are any, each row says what the person
   * entered, in the ticket's words (shared/entered-divisions.ts). Absent or empty: no 部門 column.
   */
  divisions?: readonly Division[];
}

const LIST_LABEL = '参加申し込み';
/** Estimates for long lists drawn a window at a time (lib/use-windowed-list); rows are measured. */
const ROW_HEIGHT = 57;
const CARD_HEIGHT = 170;

/**
 * The registrations as a table. What the desk needs first (番号, 氏名, 状態, 受付, 操作) comes
 * first, so with many custom fields the table scrolls sideways without hiding them.
 */
export function RegistTable(props: Props) {
  const { regists, fields, divisions } = props;
  const { listRef, indexes, before, after, measure, windowed } = useWindowedList<HTMLTableSectionElement>(
    regists.length,
    ROW_HEIGHT,
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={LIST_LABEL}
        // Drawn a window at a time: say how many rows there are (the heading is row 1).
        aria-rowcount={windowed ? regists.length + 1 : undefined}
      >
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              受付番号
            </TableCell>
            <TableCell>氏名</TableCell>
            <TableCell>状態</TableCell>
            <TableCell>受付</TableCell>
            <TableCell>操作</TableCell>
            {divisions?.length ? <TableCell>部門</TableCell> : null}
            <TableCell>メール</TableCell>
            <TableCell>{STAFF_MESSAGES.deliveryColumn}</TableCell>
            <TableCell>電話</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>申込日時</TableCell>
            {fields.map((field) => (
              <TableCell key={field.id}>{field.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody ref={listRef}>
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {indexes.map((index) => {
            const item = itemAt(props, index, measure);
            return <RegistTableRow key={item.regist.id} {...item} windowed={windowed} />;
          })}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same registrations as cards, for a phone at the venue: one card per person, nothing scrolls sideways. */
export function RegistCards(props: Props) {
  const {
    listRef: cardsRef,
    indexes: cardIndexes,
    before: cardsBefore,
    after: cardsAfter,
    measure: measureCard,
  } = useWindowedList<HTMLUListElement>(props.regists.length, CARD_HEIGHT);
  return (
    <Stack
      component="ul"
      ref={cardsRef}
      aria-label={LIST_LABEL}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      style={{ paddingTop: cardsBefore, paddingBottom: cardsAfter }}
    >
      {cardIndexes.map((index) => {
        const item = itemAt(props, index, measureCard);
        return <RegistCard key={item.regist.id} {...item} />;
      })}
    </Stack>
  );
}

interface RowProps {
  compeId: string;
  regist: Regist;
  fields: readonly CustomField[];
  onAction: Props['onAction'];
  pairable: boolean;
  /** The person's last mail; null when none was sent, undefined while the mails load. */
  lastMail: Mail | null | undefined;
  /** 出場する部門 as one line; null for a competition without 部門 (no column, no line). */
  entered: string | null;
  index: number;
  measure: ((element: Element | null) => void) | undefined;
}

/** What the row or card of the registration at `index` is drawn from. */
function itemAt(
  { compeId, regists, fields, onAction, lastMails, pairable = false, divisions }: Props,
  index: number,
  measure: RowProps['measure'],
): RowProps {
  const regist = regists[index];
  const lastMail = lastMails ? (lastMails.get(regist.id) ?? null) : undefined;
  // A string, so the memoised row is drawn again only when what it says changes.
  const entered = divisions?.length ? enteredDivisionsLine(registEnteredDivisions(divisions, regist)) : null;
  return { compeId, regist, fields, onAction, pairable, lastMail, entered, index, measure };
}

/*
 * Rows are memoised: scrolling a long list through its window mounts the rows that come into view
 * and leaves the others as they are, instead of drawing every visible row (switch, menu, styles)
 * again on each scroll step (参加申込リスト, 2,000 rows: scripts/bench/scale.ts).
 */
const RegistTableRow = memo(function RegistTableRow({
  compeId,
  regist,
  fields,
  onAction,
  pairable,
  lastMail,
  entered,
  index,
  windowed,
  measure,
}: RowProps & { windowed: boolean }) {
  return (
    <TableRow hover ref={measure} data-index={index} aria-rowindex={windowed ? index + 2 : undefined}>
      <TableCell align="right">{regist.number}</TableCell>
      <TableCell sx={NAME_CELL}>
        <Typography variant="body2" sx={BOLD}>
          {regist.name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {regist.kana}
        </Typography>
      </TableCell>
      <TableCell>
        <StatusBadge label={REGIST_STATUS_LABELS[regist.status]} tone={STATUS_TONES[regist.status]} />
      </TableCell>
      <TableCell>
        <CheckInToggle compeId={compeId} regist={regist} />
      </TableCell>
      <TableCell>
        <RegistRowActions regist={regist} pairable={pairable} onAction={onAction} />
      </TableCell>
      {entered === null ? null : <TableCell sx={DIVISIONS_CELL}>{entered}</TableCell>}
      <TableCell sx={EMAIL_CELL}>{regist.email}</TableCell>
      <TableCell>
        {lastMail === undefined ? null : <LastMailStatus mail={lastMail ?? undefined} name={regist.name} />}
      </TableCell>
      <TableCell sx={NO_WRAP}>{regist.phone}</TableCell>
      <TableCell sx={NO_WRAP}>{formatShortDateTime(regist.createdAt)}</TableCell>
      {fields.map((field) => (
        <TableCell key={field.id} sx={ANSWER_CELL}>
          {answerText(regist.answers[field.id])}
        </TableCell>
      ))}
    </TableRow>
  );
});

const NAME_CELL = { minWidth: 120 };
const BOLD = { fontWeight: 700 };
const EMAIL_CELL = { wordBreak: 'break-all', minWidth: 160 };
const NO_WRAP = { whiteSpace: 'nowrap' };
const ANSWER_CELL = { whiteSpace: 'pre-wrap', maxWidth: 240 };
const DIVISIONS_CELL = { minWidth: 200, maxWidth: 280 };

const RegistCard = memo(function RegistCard({
  compeId,
  regist,
  fields,
  onAction,
  pairable,
  lastMail,
  entered,
  index,
  measure,
}: RowProps) {
  const answers = fields
    .map((field) => ({ field, text: answerText(regist.answers[field.id]) }))
    .filter(({ text }) => text !== '');
  return (
    <Paper key={regist.id} component="li" variant="outlined" ref={measure} data-index={index} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="textSecondary">
          No.{regist.number}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{regist.name}</Typography>
        <Typography variant="caption" color="textSecondary">
          {regist.kana}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <StatusBadge label={REGIST_STATUS_LABELS[regist.status]} tone={STATUS_TONES[regist.status]} />
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-all', mt: 0.5 }}>
        <Link href={`mailto:${regist.email}`}>{regist.email}</Link>
        {regist.phone ? (
          <>
            {' ・ '}
            <Link href={`tel:${regist.phone.replace(/[^0-9+]/g, '')}`}>{regist.phone}</Link>
          </>
        ) : null}
      </Typography>
      {lastMail !== undefined ? (
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {STAFF_MESSAGES.deliveryColumn}
          </Typography>
          <LastMailStatus mail={lastMail ?? undefined} name={regist.name} />
        </Stack>
      ) : null}
      {entered ? (
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            部門
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {entered}
          </Typography>
        </Stack>
      ) : null}
      <Typography variant="caption" color="textSecondary">
        申込 {formatShortDateTime(regist.createdAt)}
      </Typography>
      {answers.length > 0 ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            my: 0.5,
            fontSize: '0.875rem',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
          }}
        >
          {answers.map(({ field, text }) => (
            <Box key={field.id} sx={{ display: 'contents' }}>
              <dt>{field.label}</dt>
              <dd>{text}</dd>
            </Box>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
        <CheckInToggle compeId={compeId} regist={regist} />
        <RegistRowActions regist={regist} pairable={pairable} onAction={onAction} />
      </Stack>
    </Paper>
  );
});
