import { deleteApp, initializeApp } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';

let apps = 0;

/**
 * The error a callable rejects with when the server answers `status` with `body`, made by the real
 * Functions SDK (its message, code and details exactly as the app receives them). `null` stands
 * for a network failure: the request never got an answer.
 */
export async function callableError(
  status: number,
  body: { error: { status: string; message: string } } | null,
): Promise<unknown> {
  const app = initializeApp({ projectId: 'demo-compe', apiKey: 'demo-api-key' }, `callable-error-${++apps}`);
  const realFetch = globalThis.fetch;
  globalThis.fetch = () =>
    body === null
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
  try {
    await httpsCallable(getFunctions(app, 'asia-northeast1'), 'anyCallable')({});
  } catch (error) {
    return error;
  } finally {
    globalThis.fetch = realFetch;
    await deleteApp(app);
  }
  throw new Error('the call was expected to fail');
}
