import { deleteObject, ref, uploadBytesResumable } from 'firebase/storage';
import { MAX_UPLOAD_BYTES, storage } from './storage';

export type UploadKind = 'image' | 'imageOrPdf';

/** Checks a file before any byte is sent (storage.rules refuse the same things). */
export function uploadProblem(file: File, kind: UploadKind): string | null {
  const typeOk = file.type.startsWith('image/') || (kind === 'imageOrPdf' && file.type === 'application/pdf');
  if (!typeOk)
    return kind === 'image' ? '画像ファイルを選んでください' : '画像または PDF ファイルを選んでください';
  if (file.size > MAX_UPLOAD_BYTES) return 'ファイルは 5MB 以下にしてください';
  return null;
}

export const STORAGE_UNREACHABLE =
  'ファイルの保存先に接続できません（ローカル環境では Storage エミュレータが必要です）。他の項目は保存できます。';

/** A failed upload said in Japanese: never the SDK's code (`storage/unauthorized`) or its English. */
export function uploadErrorMessage(code: string): string {
  if (code.includes('retry-limit') || code.includes('unknown')) return STORAGE_UNREACHABLE;
  if (code.includes('unauthorized') || code.includes('unauthenticated'))
    return 'このファイルは保存できません。権限があるか、画像または PDF で 5MB 以下かを確認してください';
  if (code.includes('quota')) return 'ファイルの保存容量が上限に達しています。運営にお問い合わせください';
  if (code.includes('canceled')) return 'アップロードを中止しました';
  return 'アップロードに失敗しました。もう一度お試しください';
}

/**
 * Uploads to `path`, reporting progress 0–100. Fails fast when Storage cannot be reached (the
 * local Storage emulator cannot run everywhere) with a message that says so.
 */
export function uploadFile(path: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const task = uploadBytesResumable(ref(storage(), path), file, { contentType: file.type });
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)),
      (error) => {
        reject(new Error(uploadErrorMessage((error as { code?: string }).code ?? '')));
      },
      () => resolve(path),
    );
  });
}

/** Removes a replaced file; a failure only leaves an orphan, so it is logged, not shown. */
export async function removeFile(path: string): Promise<void> {
  try {
    await deleteObject(ref(storage(), path));
  } catch (error) {
    console.warn('could not delete', path, error);
  }
}

export const extensionOf = (file: File) =>
  (/\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1] ?? 'bin').toLowerCase();
