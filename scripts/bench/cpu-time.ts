/**
 * CPU time spent by the processes of a bench, grouped by what they are (Linux /proc): how much of
 * the machine one live change costs. The live latency bench runs the emulator, the staff page and
 * every viewer on the same cores, so a latency over target can be the app or the machine; this
 * says which.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export type CpuGroup = 'renderers' | 'chromium' | 'emulator' | 'bench' | 'other';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux build that matters). */
const TICKS_PER_SECOND = 100;

function groupOf(cmdline: string): CpuGroup {
  if (/chrom/i.test(cmdline)) return cmdline.includes('--type=renderer') ? 'renderers' : 'chromium';
  if (cmdline.includes('cloud-firestore-emulator') || cmdline.includes('cloud_firestore_emulator')) {
    return 'emulator';
  }
  if (cmdline.includes('live-latency')) return 'bench';
  return 'other';
}

/** CPU time (ms) used so far by every running process, by pid. */
function sample(): Map<string, { group: CpuGroup; ms: number }> {
  const byPid = new Map<string, { group: CpuGroup; ms: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // Fields after "(comm)": utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      byPid.set(pid, { group: groupOf(cmdline), ms });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

export interface CpuUse {
  /** ms of CPU per change, by group. */
  perChange: Record<CpuGroup, number>;
  /** All groups together. */
  totalPerChange: number;
  cores: number;
}

/** Starts counting; `per(changes)` gives the CPU time since then, divided among `changes`. */
export function countCpu(): { per: (changes: number) => CpuUse | undefined } {
  let start: ReturnType<typeof sample> | undefined;
  try {
    start = sample();
  } catch {
    start = undefined; // no /proc: not Linux
  }
  return {
    per(changes) {
      if (!start) return undefined;
      const used: Record<CpuGroup, number> = { renderers: 0, chromium: 0, emulator: 0, bench: 0, other: 0 };
      // Process by process: one that started since counts whole; one that ended since cannot be
      // counted (its last share is unknown), and is not subtracted either.
      for (const [pid, { group, ms }] of sample()) used[group] += ms - (start.get(pid)?.ms ?? 0);
      const perChange = Object.fromEntries(
        Object.entries(used).map(([group, ms]) => [group, ms / changes]),
      ) as Record<CpuGroup, number>;
      const totalPerChange = Object.values(perChange).reduce((sum, ms) => sum + ms, 0);
      return { perChange, totalPerChange, cores: availableParallelism() };
    },
  };
}
