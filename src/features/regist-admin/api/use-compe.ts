import { useStaffCompe } from '@/components/staff-compe-gate';

/** compes/{compeId}, live: capacity, seats taken (regist.count) and the custom fields' labels. */
export function useCompe(compeId: string) {
  return useStaffCompe(compeId);
}
