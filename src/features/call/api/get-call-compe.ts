import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';

/** What the call board shows of compes/{compeId}: its name, and whose it is. */
export interface CallCompe {
  clubId: string;
  title: string;
  /** Called off (大会を中止): the board says so instead of calls. */
  cancelled: boolean;
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The competition behind the call board, read once over REST and checked by hand (no zod on public
 * first loads; compeSchema stays the contract), as ライブ reads it. null when it is unpublished or
 * unknown: the rules refuse both alike.
 */
export async function getCallCompe(compeId: string): Promise<CallCompe | null> {
  let data: Fields | undefined;
  try {
    data = (await getDocument(publicReads.compe(compeId)))?.data();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
  if (!data) return null;
  return {
    clubId: text(data.clubId),
    title: text(data.shortTitle) || text(data.title),
    cancelled: data.cancelledAt != null,
  };
}
