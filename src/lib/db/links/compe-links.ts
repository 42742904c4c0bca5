import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { newCompeRef } from '@/lib/db/compes/refs';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { linkSchema } from '@/shared/schemas/compe';
import { clubLinksByDate, linkRef, ownLinksByDate } from './refs';

/**
 * 大会リスト: the club's competition links, newest first (docs/product.md). In `indie` only the
 * signed-in user's own — the rules refuse the unfiltered query there.
 */
export function useCompeLinks(clubId: string, uid: string) {
  const indie = clubId === INDIE_CLUB_ID;
  return useCollection(
    `links:${clubId}:${indie ? uid : '*'}`,
    () => (indie ? ownLinksByDate(db(), clubId, uid) : clubLinksByDate(db(), clubId)),
    linkSchema,
  );
}

export interface NewCompe {
  clubId: string;
  uid: string;
  title: string;
  shortTitle: string;
  eventedAt: Date;
}

/**
 * Creates the competition AND its link in one batch, so the list never shows a link without a
 * competition. Unpublished until its settings say otherwise; in `indie` owned by the creator.
 */
export async function createCompe({ clubId, uid, title, shortTitle, eventedAt }: NewCompe): Promise<string> {
  const compeRef = newCompeRef(db());
  const owner = clubId === INDIE_CLUB_ID ? { owner: uid } : {};
  const when = Timestamp.fromDate(eventedAt);
  const batch = writeBatch(db());
  batch.set(compeRef, {
    clubId,
    ...owner,
    title,
    shortTitle,
    eventedAt: when,
    venue: '',
    desc: '',
    published: false,
    regist: {
      opensAt: null,
      closesAt: null,
      capacity: 0,
      waitlist: false,
      approval: 'auto',
      fields: [],
      count: 0,
    },
    live: { notice: '' },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(linkRef(db(), clubId, compeRef.id), {
    compeId: compeRef.id,
    title,
    shortTitle,
    eventedAt: when,
    ...owner,
    published: false,
  });
  await batch.commit();
  return compeRef.id;
}
