import { useStaffCompe } from '@/components/staff-compe-gate';

/** compes/{compeId}, live: its start time times the sheet, and its live.notice goes on the board. */
export function useRunSheetCompe(compeId: string) {
  return useStaffCompe(compeId);
}
