import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';

/** A competition's fields as read over REST, not yet checked: each public page checks its own. */
export type PublicCompeFields = Record<string, unknown>;

/**
 * compes/{compeId} for a public page (ライブ, ライブZoom, 呼び出し画面, 結果), read once over REST
 * (lib/firebase/rest): no zod and no SDK on public first loads, so each page checks by hand the few
 * fields it shows (compeSchema stays the contract). null when it is unpublished or unknown: the rules
 * refuse both alike, and a viewer needs to know only that there is nothing to show.
 */
export async function getPublicCompe(compeId: string): Promise<PublicCompeFields | null> {
  try {
    return (await getDocument(publicReads.compe(compeId)))?.data() ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

/** A text field as a page shows it: trimmed, '' for anything not a string. */
export const publicText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
