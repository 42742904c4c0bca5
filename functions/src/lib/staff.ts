import type { Caller } from './callable';
import { roleIn } from '@/shared/claims';
import { INDIE_CLUB_ID } from '@/shared/constants';

/**
 * Whether the caller may run a club's competitions: staff or admin of the club as Auth says now,
 * in `indie` only the competition's owner, and super-users everywhere.
 */
export function mayManage(caller: Caller, target: { clubId?: string; owner?: string }): boolean {
  if (caller.isSuperUser) return true;
  if (target.clubId === INDIE_CLUB_ID) return target.owner === caller.uid;
  return target.clubId !== undefined && roleIn(caller.roles, target.clubId) !== undefined;
}
