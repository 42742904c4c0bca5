import { deleteObject, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { usesEmulators } from '@/config/env';
import { setClubLogo } from '@/lib/db/clubs/update-club';
import { MAX_UPLOAD_BYTES, storage } from '@/lib/firebase/storage';
import { STORAGE_ROOT } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { writeErrorMessage } from '@/lib/firebase/errors';

/** Image types a logo may have, with the extension its file gets. SVG is refused: it can carry script. */
const LOGO_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
export const LOGO_ACCEPT = Object.keys(LOGO_TYPES).join(',');

/**
 * Without a reachable Storage the SDK retries for up to 10 minutes by default; an organiser should
 * hear within seconds that the upload cannot happen.
 */
export const UPLOAD_RETRY_MS = 15_000;

/** Why a file cannot be a logo, or null when it can. Checked before anything is uploaded. */
export function logoProblem(file: File): string | null {
  if (!(file.type in LOGO_TYPES)) return MESSAGES.uploadNotImage;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.uploadTooLarge;
  return null;
}

/** compe/clubs/{clubId}/logo-{timestamp}.{ext}: a new name each time, so no cache serves the old one. */
export function logoPath(clubId: string, file: File, now = Date.now()): string {
  return `${STORAGE_ROOT}/clubs/${clubId}/logo-${now}.${LOGO_TYPES[file.type] ?? 'img'}`;
}

/** A failed upload, said in Japanese; an unreachable Storage (no emulator here) is named as such. */
export function uploadErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'storage/retry-limit-exceeded':
    case 'storage/unknown':
      return MESSAGES.storageUnreachable + (usesEmulators() ? MESSAGES.storageEmulatorHint : '');
    case 'storage/unauthorized':
    case 'storage/unauthenticated':
      return MESSAGES.permissionDenied;
    case 'storage/canceled':
      return 'アップロードを中止しました';
    default:
      return 'ロゴをアップロードできませんでした';
  }
}

export type LogoResult = { ok: true; path: string } | { ok: false; error: string };

export interface LogoUpload {
  /** Resolves once the new logo is stored and set on the club, or with the reason it is not. */
  done: Promise<LogoResult>;
  cancel: () => void;
}

/**
 * Uploads a new logo, then sets it on the club, then deletes the previous file: the club never
 * points at a missing file, and a replaced logo leaves nothing behind. If the club cannot be
 * updated, the new file is removed again.
 */
export function replaceLogo(
  clubId: string,
  file: File,
  previousPath: string | undefined,
  onProgress: (fraction: number) => void,
): LogoUpload {
  const bucket = storage();
  bucket.maxUploadRetryTime = UPLOAD_RETRY_MS;
  const path = logoPath(clubId, file);
  const task: UploadTask = uploadBytesResumable(ref(bucket, path), file, {
    contentType: file.type,
    cacheControl: 'public, max-age=31536000',
  });
  task.on('state_changed', (snapshot) =>
    onProgress(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
  );
  const done = (async (): Promise<LogoResult> => {
    try {
      await task;
    } catch (error) {
      console.error('logo upload failed', error);
      return { ok: false, error: uploadErrorMessage(error) };
    }
    try {
      await setClubLogo(clubId, path);
    } catch (error) {
      console.error('setting the logo failed', error);
      await deleteObject(ref(bucket, path)).catch((cleanup) => console.error('logo cleanup failed', cleanup));
      return { ok: false, error: writeErrorMessage(error) };
    }
    if (previousPath && previousPath !== path) {
      await deleteObject(ref(bucket, previousPath)).catch((error) =>
        console.error('deleting the previous logo failed', previousPath, error),
      );
    }
    return { ok: true, path };
  })();
  return { done, cancel: () => task.cancel() };
}
