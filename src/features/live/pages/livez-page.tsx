import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveBoard } from '@/lib/live-board/use-live-board';
import { PRODUCT_NAME } from '@/shared/constants';
import { useLiveCompe } from '../api/use-live-compe';
import LivezView from '../components/livez-view';

/**
 * /{clubId}/livez/{compeId} ライブZoom: the live data laid out to be shared into a video meeting —
 * 16:9, large type, white on near-black, no app chrome (the route sits outside AppLayout). The view
 * comes with the page, as on ライブ (see live-page).
 */
export default function LivezPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useLiveCompe(compeId);
  const live = useLiveBoard(compeId);

  // Outside the app shell, so the page names itself.
  const title = compe.data?.shortTitle || compe.data?.title;
  useEffect(() => {
    document.title = `${title ? `${title} ` : ''}ライブZoom | ${PRODUCT_NAME}`;
  }, [title]);

  return <LivezView clubId={clubId} compeId={compeId} compe={compe} live={live} />;
}
