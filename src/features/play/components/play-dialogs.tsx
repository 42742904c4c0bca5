import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { MatchState } from '@/shared/play/resolve';
import type { ReportedResult, ReportsDoc } from '@/shared/schemas/report';
import type { Stage } from '@/shared/schemas/stage';
import { tablesInUse } from '@/shared/play/view/tables-in-use';
import type { EntrantsMerge, StageEntrant } from '../entrants';
import type { PlayCommands } from '../use-play-commands';
import { ResultDialog } from './result-dialog';
import { StageDialog } from './stage-dialog';

/** The dialog 対戦 has open, with what it acts on; null when none is. */
export type PlayDialog =
  | { kind: 'add' }
  | { kind: 'edit'; stage: Stage }
  | { kind: 'clear'; stage: Stage }
  | { kind: 'reimport'; stage: Stage; merge: EntrantsMerge }
  | { kind: 'result'; stage: Stage; state: MatchState; roundLabel: string; prefill?: ReportedResult | null }
  | { kind: 'delete'; stage: Stage }
  | null;

/**
 * 対戦's dialogs: a stage added or edited, a result entered, and the three confirmations (delete,
 * clear the draw, re-import the entrants). Each acts through the page's commands
 * (use-play-commands.ts) on the stage as it is now, and closes once the write is done.
 */
export function PlayDialogs({
  open,
  onClose,
  commands,
  reports = [],
}: {
  open: PlayDialog;
  onClose: () => void;
  commands: PlayCommands;
  reports?: readonly ReportsDoc[];
}) {
  const [busy, setBusy] = useState(false);
  const { sorted, current, compe } = commands;
  // The competition's hall and 部門: a stage plays on a range of the hall's tables, in one 部門.
  const place = { hall: compe.hall, divisions: compe.divisions ?? [] };
  const leagues = sorted.filter((stage) => stage.format === 'league');

  const confirmation = confirmationOf(open, commands);

  return (
    <>
      {open?.kind === 'add' ? (
        <StageDialog
          leagues={leagues}
          defaultName={sorted.length === 0 ? '予選リーグ' : `ステージ${sorted.length + 1}`}
          {...place}
          onClose={onClose}
          onSave={commands.add}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <StageDialog
          leagues={leagues}
          // The stage as it is now: a draw made elsewhere meanwhile locks its structure at once.
          stage={current(open.stage)}
          tablesInUse={tablesInUse(current(open.stage))}
          {...place}
          onClose={onClose}
          onSave={(values) => commands.edit(open.stage, values)}
        />
      ) : null}
      {open?.kind === 'result' ? (
        <ResultDialog
          // The stage as it is now: a result entered elsewhere meanwhile shows in the dialog.
          stage={current(open.stage)}
          state={open.state}
          roundLabel={open.roundLabel}
          prefill={open.prefill}
          reports={
            reports.find((doc) => doc.stageId === open.stage.id && doc.matchId === open.state.match.id)
              ?.reports
          }
          downstream={commands.downstream(current(open.stage), open.state)}
          onClose={onClose}
          onSave={(values, confirmed) => commands.saveResult(open.stage, open.state, values, confirmed)}
          onClear={
            open.stage.results[open.state.match.id]
              ? () => commands.saveResult(open.stage, open.state, null, false)
              : undefined
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        destructive={confirmation?.destructive}
        busy={busy}
        onCancel={onClose}
        onConfirm={async () => {
          if (!confirmation) return;
          setBusy(true);
          const done = await confirmation.write();
          setBusy(false);
          if (done) onClose();
        }}
      >
        {confirmation?.body}
      </ConfirmDialog>
    </>
  );
}

/** The confirmation `open` asks for (削除, 組み合わせの取り消し, 取り込み直し): its words and its write. */
function confirmationOf(
  open: PlayDialog,
  commands: PlayCommands,
): {
  title: string;
  confirmLabel: string;
  destructive?: boolean;
  body: ReactNode;
  write: () => Promise<boolean>;
} | null {
  switch (open?.kind) {
    case 'delete':
      return {
        title: `「${open.stage.name}」を削除しますか？`,
        confirmLabel: '削除',
        destructive: true,
        body: '組み合わせと入力した結果もすべて削除されます。この操作は元に戻せません。',
        write: () => commands.remove(open.stage),
      };
    case 'clear':
      return {
        title: `「${open.stage.name}」の組み合わせを取り消しますか？`,
        confirmLabel: '取り消す',
        body: '組み合わせと台の呼び出しを消して、作成前に戻します。形式・シード数・出場者などを変更してから、もう一度組み合わせを作成できます。',
        write: () => commands.clear(open.stage),
      };
    case 'reimport':
      return {
        title: `「${open.stage.name}」の出場者を取り込み直しますか？`,
        confirmLabel: '取り込み直す',
        body: <MergeSummary merge={open.merge} />,
        write: () => commands.reimport(open.stage, open.merge),
      };
    default:
      return null;
  }
}

/** Who a re-import adds, takes out and renames; the order of those who stay is kept. */
function MergeSummary({ merge }: { merge: EntrantsMerge }) {
  const names = (list: readonly StageEntrant[]) => list.map((entrant) => entrant.name).join('、');
  const lines = [
    merge.added.length ? `追加（${merge.added.length}人・最後に並びます）: ${names(merge.added)}` : '',
    merge.removed.length
      ? `外す（${merge.removed.length}人・エントリーにいません）: ${names(merge.removed)}`
      : '',
    merge.updated.length ? `名前・所属などを更新（${merge.updated.length}人）: ${names(merge.updated)}` : '',
  ].filter(Boolean);
  return (
    <>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      <span style={{ display: 'block' }}>ほかの出場者のシード順はそのままです。</span>
    </>
  );
}
