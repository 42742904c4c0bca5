import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RunSheetChange } from '@/lib/db/units/save-run-sheet';
import { useUnitsSynced } from '@/lib/db/units/use-units-synced';
import { formatTime } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import { resolveRunSheet, type RunSheetCorrection } from '@/shared/run-sheet-conflicts';
import type { Unit } from '@/shared/schemas/unit';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** 「複数の端末の操作が重なったため、「開会式」を 10:05 に終了にしました」 */
export function resolvedNotice(corrections: readonly RunSheetCorrection[], units: readonly Unit[]): string {
  const titles = new Map(units.map((unit) => [unit.id, unit.title]));
  const items = corrections
    .map(({ unitId, endedAt }) => {
      const title = titles.get(unitId) ?? '';
      return endedAt
        ? fill(STAFF_MESSAGES.runSheetResolvedItemAt, { title, time: formatTime(endedAt) })
        : fill(STAFF_MESSAGES.runSheetResolvedItem, { title });
    })
    .join('、');
  return fill(STAFF_MESSAGES.runSheetResolved, { items });
}

/**
 * Two phones at once (docs/venue-mode.md): once the sheet on screen is the server's — no write of
 * this phone unsent, not from the cache — and it has more than one item running (or one running
 * after a later one started), the resolution is saved through the page's own save, which rebuilds
 * the board in the same batch, and staff are told what was corrected. Every phone that sees the
 * sheet may do the same: the resolution depends on the units alone, so they write the same values.
 * A resolution is tried once: if saving it fails, the next change of the sheet tries again.
 */
export function useRunSheetConflicts({
  compeId,
  units,
  save,
  busy,
  pending,
}: {
  compeId: string;
  units: readonly Unit[];
  save: (change: RunSheetChange) => Promise<boolean>;
  /** Whether this phone's own actions still wait for the server: at once, and as drawn. */
  busy: () => boolean;
  pending: boolean;
}): { notice: string | null; dismiss: () => void } {
  const synced = useUnitsSynced(compeId);
  const resolution = useMemo(() => resolveRunSheet(units), [units]);
  const tried = useRef<readonly Unit[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!synced || pending || busy() || resolution.units.length === 0 || tried.current === units) return;
    tried.current = units;
    const text = resolvedNotice(resolution.corrections, units);
    void save({ units: resolution.units }).then((saved) => {
      if (saved) setNotice(text);
    });
  }, [synced, pending, busy, resolution, units, save]);
  return { notice, dismiss: () => setNotice(null) };
}

/** What the resolution corrected, until staff close it. */
export function RunSheetResolvedNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      severity="info"
      role="status"
      onClose={onClose}
      slotProps={{ closeButton: { title: 'お知らせを閉じる', 'aria-label': 'お知らせを閉じる' } }}
      sx={{ displayPrint: 'none' }}
    >
      {notice}
    </Alert>
  );
}
