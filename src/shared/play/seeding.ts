import type { Entrant } from './types';

/** The smallest power of two that holds `count` entrants (at least 2). */
export function bracketSize(count: number): number {
  let size = 2;
  while (size < count) size *= 2;
  return size;
}

/**
 * The seed that sits in each position of a bracket of `size` (1-based seeds, top to bottom):
 * 8 → [1, 8, 4, 5, 2, 7, 3, 6]. Seeds 1…2^k fall one into each part of size `size / 2^k`, so
 * the top two can meet only in the final, the top four only in the semi-finals, and so on; the
 * byes, being seeds count+1…size, face the top seeds.
 */
export function seedOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** A small seeded generator (mulberry32): a draw is reproducible from the number stored with it. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface DrawOptions {
  /** シード数: the first `seeds` entrants keep their seed's position; the rest are drawn. */
  seeds?: number;
  /** The stored draw number: the same number gives the same draw. */
  drawSeed?: number;
  /** Draw the unseeded in entry order instead of at random (cross-seeding is decided, not drawn). */
  ordered?: boolean;
}

/**
 * Places entrants (in seed order) into a bracket: returns one entrant id or null (a bye) per
 * position. Byes go to the top seeds' opponents' places; the first `seeds` keep their seed's
 * position. Who else gets a bye (the next entrants in order) is drawn among the places facing a
 * bye, and the rest among the remaining places: top-down, at each split of the bracket every 所属
 * is divided as evenly between the halves as those places allow, so its members meet as late as
 * the seeding allows (docs/play.md, "The draw").
 */
export function drawBracket(entrants: readonly Entrant[], options: DrawOptions = {}): (string | null)[] {
  const size = bracketSize(entrants.length);
  const byes = size - entrants.length;
  const pinned = Math.min(entrants.length, options.seeds ?? 0);
  // A place's tier: 0 pinned, 1 faces a bye, 2 open; an entrant's by its seed the same way.
  const tierOf = (seed: number) => (seed <= pinned ? 0 : seed <= byes ? 1 : 2);
  const slots: Slot[] = seedOrder(size).map((seed) =>
    seed > entrants.length
      ? { entrant: null, tier: 0 }
      : { entrant: tierOf(seed) === 0 ? entrants[seed - 1] : undefined, tier: tierOf(seed) },
  );
  const rest = entrants.slice(pinned).map((entrant, i) => ({ entrant, tier: tierOf(pinned + i + 1) }));
  const free = options.ordered ? rest : shuffled(rest, randomFrom(options.drawSeed ?? 1));
  split(slots, 0, size, free);
  return slots.map((slot) => slot.entrant?.id ?? null);
}

interface Slot {
  /** null: a bye; undefined: still to be drawn. */
  entrant: Entrant | null | undefined;
  tier: number;
}
interface Drawn {
  entrant: Entrant;
  tier: number;
}

/** The 所属 an entrant is kept apart by; one of its own when it has none. */
const groupOf = (entrant: Entrant) => (entrant.affiliation ? `a:${entrant.affiliation}` : `e:${entrant.id}`);

function split(slots: Slot[], from: number, to: number, free: Drawn[]): void {
  if (free.length === 0) return;
  if (to - from === 1) {
    const slot = slots[from];
    if (slot) slot.entrant = free[0]?.entrant;
    return;
  }
  const mid = (from + to) / 2;
  const left = divide(slots.slice(from, mid), slots.slice(mid, to), free);
  split(
    slots,
    from,
    mid,
    free.filter((_, i) => left.has(i)),
  );
  split(
    slots,
    mid,
    to,
    free.filter((_, i) => !left.has(i)),
  );
}

/**
 * Which of `free` go to the left half: exactly as many of each tier as the left half has open
 * places of that tier, with the least total imbalance |left − right| over the 所属. Each 所属's
 * imbalance is convex in how many of its members go left, so this is a min-cost flow (tiers →
 * 所属 → left) that one cheapest augmenting path at a time solves exactly. Returns indices of
 * `free`, taking each 所属's members in drawn order.
 */
function divide(
  leftSlots: readonly Slot[],
  rightSlots: readonly Slot[],
  free: readonly Drawn[],
): Set<number> {
  const placed = (half: readonly Slot[], group: string) =>
    half.filter((slot) => slot.entrant && groupOf(slot.entrant) === group).length;
  const groups = [...new Set(free.map((d) => groupOf(d.entrant)))];
  const tiers = [...new Set(free.map((d) => d.tier))];
  const members = groups.map((group) =>
    tiers.map((tier) => free.flatMap((d, i) => (groupOf(d.entrant) === group && d.tier === tier ? [i] : []))),
  );
  const capacity = tiers.map(
    (tier) => leftSlots.filter((slot) => slot.entrant === undefined && slot.tier === tier).length,
  );
  const base = groups.map((group) => placed(leftSlots, group) - placed(rightSlots, group));
  const total = members.map((byTier) => byTier.reduce((sum, list) => sum + list.length, 0));
  const flow = members.map((byTier) => byTier.map(() => 0));
  const sent = tiers.map(() => 0);
  const taken = groups.map(() => 0);
  const imbalance = (g: number, left: number) =>
    Math.abs((base[g] as number) + 2 * left - (total[g] as number));

  // Nodes: tiers 0…T−1, then groups T…T+G−1; the source and the sink are implicit.
  const T = tiers.length;
  for (let unit = 0; unit < capacity.reduce((sum, c) => sum + c, 0); unit++) {
    const dist = new Array<number>(T + groups.length).fill(Infinity);
    const prev = new Array<number>(T + groups.length).fill(-1);
    tiers.forEach((_, t) => {
      if ((sent[t] as number) < (capacity[t] as number)) dist[t] = 0;
    });
    // Bellman–Ford over tier → group (room left) and group → tier (undo a unit) edges, all free.
    for (let pass = 0; pass < T + groups.length; pass++) {
      let changed = false;
      for (let g = 0; g < groups.length; g++) {
        for (let t = 0; t < T; t++) {
          const room = (members[g]?.[t]?.length ?? 0) - (flow[g]?.[t] ?? 0);
          if (room > 0 && (dist[t] as number) < (dist[T + g] as number)) {
            dist[T + g] = dist[t] as number;
            prev[T + g] = t;
            changed = true;
          }
          if ((flow[g]?.[t] ?? 0) > 0 && (dist[T + g] as number) < (dist[t] as number)) {
            dist[t] = dist[T + g] as number;
            prev[t] = T + g;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    let best = -1;
    let bestCost = Infinity;
    groups.forEach((_, g) => {
      const cost =
        (dist[T + g] as number) + imbalance(g, (taken[g] as number) + 1) - imbalance(g, taken[g] as number);
      if ((taken[g] as number) < (total[g] as number) && cost < bestCost) {
        best = g;
        bestCost = cost;
      }
    });
    if (best < 0) break;
    taken[best] = (taken[best] as number) + 1;
    // Walk back to the tier that supplies the unit, shifting units along the path.
    let node = T + best;
    while (node >= T) {
      const t = prev[node] as number;
      const g = node - T;
      (flow[g] as number[])[t] = ((flow[g] as number[])[t] as number) + 1;
      const back = prev[t] as number;
      if (back === -1 || back === undefined) {
        sent[t] = (sent[t] as number) + 1;
        break;
      }
      (flow[back - T] as number[])[t] = ((flow[back - T] as number[])[t] as number) - 1;
      node = back;
    }
  }
  const left = new Set<number>();
  members.forEach((byTier, g) =>
    byTier.forEach((list, t) => list.slice(0, flow[g]?.[t] ?? 0).forEach((i) => left.add(i))),
  );
  return left;
}
