/**
 * The bare page of the live bench's floor (bare-listener.ts): the Firestore SDK's listener on one
 * document and one text node, nothing else. Notes the frame after each new currentUnitId (or count,
 * below) is drawn.
 */
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
} from 'firebase/firestore';

const params = new URLSearchParams(location.search);
const db = initializeFirestore(initializeApp({ projectId: 'demo-compe', apiKey: 'demo' }), {
  localCache: memoryLocalCache(),
});
connectFirestoreEmulator(db, '127.0.0.1', Number(params.get('port')));
const shown = document.body.appendChild(document.createElement('p'));
const page = window as unknown as { paintedAt: Record<string, number>; listening: boolean };
page.paintedAt = {};
// `count=<map field>`: draw how many keys the map holds (the call bench: a stage's results).
const counted = params.get('count');
onSnapshot(doc(db, params.get('path') ?? ''), (snapshot) => {
  const id = counted
    ? String(Object.keys((snapshot.get(counted) as object | undefined) ?? {}).length)
    : String(snapshot.get('currentUnitId'));
  shown.textContent = id;
  page.listening = true;
  requestAnimationFrame(() => (page.paintedAt[id] = performance.timeOrigin + performance.now()));
});
