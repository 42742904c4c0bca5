import { useStaffCompe } from '@/components/staff-compe-gate';

/** compes/{compeId}, live: the page checks it belongs to the club and shows its title. */
export function useEntryCompe(compeId: string) {
  return useStaffCompe(compeId);
}
