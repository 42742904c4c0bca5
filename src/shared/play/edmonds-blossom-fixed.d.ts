/** Types for edmonds-blossom-fixed (a CommonJS port of Van Rantwijk's maximum weighted matching). */
declare module 'edmonds-blossom-fixed' {
  /**
   * Edges as [u, v, weight] over vertices 0…n−1; returns each vertex's mate (−1 when unmatched).
   * With maxCardinality, the heaviest of the matchings that pair the most vertices.
   */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
