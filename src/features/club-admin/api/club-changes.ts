import type { ClubChanges } from '@/lib/db/clubs/update-club';
import { clubDefaults } from '@/shared/schemas/club';
import type { ClubSettings } from '@/shared/schemas/club-form';
import type { EditedClub } from '@/lib/db/clubs/use-club-document';

export function clubSettingsValues(club: EditedClub): ClubSettings {
  return {
    clubName: club.clubName,
    shortName: club.shortName,
    emails: [...club.emails],
    desc: club.desc,
    order: String(club.order),
  };
}

/**
 * What the user changed since `before` (the values the form started from), and nothing else: a
 * field someone else changed meanwhile is not overwritten, and the rules let an admin touch only
 * the club fields, so `order` goes only from a super-user. An empty shortName becomes the
 * clubName (docs/data-model.md).
 */
export function clubChanges(
  before: ClubSettings,
  values: ClubSettings,
  canSetOrder: boolean,
  emailsToMove = false,
): ClubChanges {
  const next = clubDefaults(values);
  const changes: ClubChanges = {};
  if (next.clubName !== before.clubName) changes.clubName = next.clubName;
  if (next.shortName !== before.shortName) changes.shortName = next.shortName;
  if (next.desc !== before.desc) changes.desc = next.desc;
  // A club whose addresses are still on its public document saves them to private/contact whatever
  // changed: the save removes them from the public document (lib/db/clubs/update-club.ts).
  if (emailsToMove || next.emails.join('\n') !== before.emails.join('\n')) changes.emails = next.emails;
  if (canSetOrder && Number(values.order) !== Number(before.order)) changes.order = Number(values.order);
  return changes;
}
