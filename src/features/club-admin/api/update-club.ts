import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { z } from 'zod';
import { db } from '../../../lib/firebase/firestore';
import { clubDefaults, clubFormSchema, type ClubForm } from '../../../shared/schemas/club';
import type { EditedClub } from './use-club-document';

/** The 基本設定 form: the club's editable fields, plus `order` (shown to super-users only). */
export const clubSettingsSchema = clubFormSchema.extend({
  order: z.string().trim().regex(/^-?\d{1,9}$/, '整数で入力してください'),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export function clubSettingsValues(club: EditedClub): ClubSettings {
  return {
    clubName: club.clubName,
    shortName: club.shortName,
    emails: [...club.emails],
    desc: club.desc,
    order: String(club.order),
  };
}

export type ClubChanges = Partial<ClubForm & { order: number }>;

/**
 * What the form changes in the stored club, and nothing else: the rules let an admin touch only the
 * club fields, so an unchanged `order` must not be sent. An empty shortName becomes the clubName
 * (SPEC.md §9).
 */
export function clubChanges(club: EditedClub, values: ClubSettings, canSetOrder: boolean): ClubChanges {
  const next = clubDefaults(values);
  const changes: ClubChanges = {};
  if (next.clubName !== club.clubName) changes.clubName = next.clubName;
  if (next.shortName !== club.shortName) changes.shortName = next.shortName;
  if (next.desc !== club.desc) changes.desc = next.desc;
  if (next.emails.join('\n') !== club.emails.join('\n')) changes.emails = next.emails;
  const order = Number(values.order);
  if (canSetOrder && order !== club.order) changes.order = order;
  return changes;
}

/** Saves the changed fields of clubs/{clubId}; updatedAt is the server's time (the rules check it). */
export async function updateClub(clubId: string, changes: ClubChanges): Promise<void> {
  await updateDoc(doc(db(), 'clubs', clubId), { ...changes, updatedAt: serverTimestamp() });
}
