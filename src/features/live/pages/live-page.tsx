import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { holdFirstContentWhile } from '../../../lib/first-content';
import { useLiveBoard } from '../../../lib/live-board/use-live-board';
import { useLiveCompe } from '../api/use-live-compe';

// The view and the run-sheet timing load while the board is read: first paint needs none of them,
// and they arrive before the data does (React starts the import at the first render).
const LiveView = lazy(() => holdFirstContentWhile(import('../components/live-view')));

/**
 * /{clubId}/live/{compeId} ライブ: the day as it happens, from the ONE board document, painted from a
 * one-shot read and then kept live by a listener loaded after first paint (lib/live-board).
 */
export default function LivePage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useLiveCompe(compeId);
  const live = useLiveBoard(compeId);
  return (
    <Suspense fallback={<PageLoading label="進行表を読み込み中" />}>
      <LiveView clubId={clubId} compeId={compeId} compe={compe} live={live} />
    </Suspense>
  );
}
