import { useParams } from 'react-router-dom';
import { useLiveBoard } from '@/lib/live-board/use-live-board';
import { useLiveCompe } from '../api/use-live-compe';
import LiveView from '../components/live-view';

/**
 * /{clubId}/live/{compeId} ライブ: the day as it happens, from the ONE board document, painted from a
 * one-shot read and then kept live by a listener loaded after first paint (lib/live-board). The view
 * comes with the page (index.html preloads both): loaded after the page's first frame, it was one
 * more round trip between the first paint and the content, on a phone ~0.4 s of LCP.
 */
export default function LivePage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useLiveCompe(compeId);
  const live = useLiveBoard(compeId);
  return <LiveView clubId={clubId} compeId={compeId} compe={compe} live={live} />;
}
