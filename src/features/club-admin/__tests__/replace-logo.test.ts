import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';

// The Firebase boundary: Storage and Firestore calls, recorded.
const bucket = { maxUploadRetryTime: 600_000 };
const uploads: { path: string; reject?: unknown }[] = [];
const deleteObject = vi.fn<(ref: { path: string }) => Promise<void>>();
const updateDoc = vi.fn<(ref: { path: string }, data: Record<string, unknown>) => Promise<void>>();
vi.mock('firebase/storage', () => ({
  ref: (_bucket: unknown, path: string) => ({ path }),
  deleteObject: (ref: { path: string }) => deleteObject(ref),
  uploadBytesResumable: (ref: { path: string }) => {
    const outcome = uploads.shift();
    const listeners: ((s: { bytesTransferred: number; totalBytes: number }) => void)[] = [];
    const done = Promise.resolve().then(() => {
      listeners.forEach((listener) => listener({ bytesTransferred: 50, totalBytes: 100 }));
      if (outcome?.reject) throw outcome.reject;
      return { ref };
    });
    return {
      on: (_event: string, next: (s: { bytesTransferred: number; totalBytes: number }) => void) =>
        listeners.push(next),
      then: done.then.bind(done),
      cancel: vi.fn(),
    };
  },
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  serverTimestamp: () => 'SERVER_TIME',
  updateDoc: (ref: { path: string }, data: Record<string, unknown>) => updateDoc(ref, data),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));
vi.mock('@/lib/firebase/storage', () => ({
  storage: () => bucket,
  MAX_UPLOAD_BYTES: 5 * 1024 * 1024,
}));

const { logoPath, logoProblem, replaceLogo, UPLOAD_RETRY_MS } = await import('../api/replace-logo');

const png = new File(['png'], 'logo.png', { type: 'image/png' });
const previous = 'compe/clubs/sakura-tt/logo-1700000000000.png';

beforeEach(() => {
  uploads.length = 0;
  deleteObject.mockReset().mockResolvedValue();
  updateDoc.mockReset().mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('logo checks before uploading', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 5 MB; refuses SVG, PDF and larger files', () => {
    expect(logoProblem(png)).toBeNull();
    expect(logoProblem(new File([''], 'a.svg', { type: 'image/svg+xml' }))).toBe(MESSAGES.uploadNotImage);
    expect(logoProblem(new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(MESSAGES.uploadNotImage);
    const big = new File([''], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect(logoProblem(big)).toBe(MESSAGES.uploadTooLarge);
  });

  it('names the file compe/clubs/{clubId}/logo-{timestamp}.{ext}', () => {
    expect(logoPath('sakura-tt', png, 1800000000000)).toBe('compe/clubs/sakura-tt/logo-1800000000000.png');
    expect(logoPath('sakura-tt', new File([''], 'x', { type: 'image/jpeg' }), 1)).toBe(
      'compe/clubs/sakura-tt/logo-1.jpg',
    );
  });
});

describe('replaceLogo', () => {
  it('uploads, sets logoPath on the club, then deletes the previous file', async () => {
    uploads.push({ path: 'ok' });
    const progress = vi.fn();
    const result = await replaceLogo('sakura-tt', png, previous, progress).done;
    expect(result.ok).toBe(true);
    const path = result.ok ? result.path : '';
    expect(path).toMatch(/^compe\/clubs\/sakura-tt\/logo-\d+\.png$/);
    expect(progress).toHaveBeenCalledWith(0.5);
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'clubs/sakura-tt' },
      { logoPath: path, updatedAt: 'SERVER_TIME' },
    );
    expect(deleteObject).toHaveBeenCalledExactlyOnceWith({ path: previous });
    expect(bucket.maxUploadRetryTime).toBe(UPLOAD_RETRY_MS);
  });

  it('when Storage cannot be reached: says so, and touches neither the club nor the old logo', async () => {
    uploads.push({
      path: 'x',
      reject: Object.assign(new Error('retry'), { code: 'storage/retry-limit-exceeded' }),
    });
    const result = await replaceLogo('sakura-tt', png, previous, () => {}).done;
    expect(result).toEqual({
      ok: false,
      error: 'ファイルの保存先に接続できません（ローカル環境では Storage エミュレータが必要です）',
    });
    expect(updateDoc).not.toHaveBeenCalled();
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('when the club cannot be updated: removes the new file and keeps the old one', async () => {
    uploads.push({ path: 'ok' });
    updateDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const result = await replaceLogo('sakura-tt', png, previous, () => {}).done;
    expect(result).toEqual({ ok: false, error: MESSAGES.permissionDenied });
    expect(deleteObject).toHaveBeenCalledTimes(1);
    expect(deleteObject.mock.calls[0][0].path).toMatch(/^compe\/clubs\/sakura-tt\/logo-\d+\.png$/);
    expect(deleteObject.mock.calls[0][0].path).not.toBe(previous);
  });
});
