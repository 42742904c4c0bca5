/**
 * Which of a build's chunks a public route's code is in: what vite.config.ts writes into the boot
 * script for index.html to preload (src/boot/preload.ts), and what `npm run bench` and
 * tests/unit/bundle-budget.test.ts (scripts/bench/bundle.mjs) count as the route's first load. One
 * function for both, so the bench counts what the HTML loads. Pure, importing types only: the build
 * loads it under Node, and nothing in the app imports it.
 */
import type { PublicRoute } from './public-routes';

/** One entry of dist/.vite/chunks.json (vite.config.ts, chunkReport). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** The stylesheets Vite loads with the chunk (its CSS modules). */
  css?: string[];
}

/** What a route's code is: the page and the modules it loads before its content. */
export type RouteCode = Pick<PublicRoute, 'id' | 'page' | 'preload'>;

/** The chunk files `roots` load, with all they import statically. */
export function chunkClosure(chunks: ReadonlyMap<string, ChunkInfo>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`chunks.json refers to ${file} but does not describe it: stale dist?`);
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

/** The chunks holding module `id`: the one it is the facade of, else those it was merged into. */
export function chunksHolding(chunkList: readonly ChunkInfo[], id: string): string[] {
  const facade = chunkList.filter((chunk) => chunk.facadeModuleId === id);
  return (facade.length ? facade : chunkList.filter((chunk) => chunk.moduleIds.includes(id))).map(
    (chunk) => chunk.fileName,
  );
}

/**
 * The files index.html preloads for `route` (src/boot/preload.ts, written in by vite.config.ts):
 * the chunks holding its page and the modules it names to preload, with what they import
 * statically, less what the entry loads anyway, then the stylesheets of those.
 */
export function routeCodeFiles(chunkList: readonly ChunkInfo[], route: RouteCode): string[] {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkClosure(
    chunks,
    chunkList.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const participants = [route.page, ...route.preload].flatMap((id) => {
    const files = chunksHolding(chunkList, id);
    if (!files.length) {
      throw new Error(`${id} (route ${route.id} in src/config/public-routes.ts) is in no chunk of the build`);
    }
    return files;
  });
  const code = [...chunkClosure(chunks, participants)].filter((file) => !entry.has(file)).sort();
  // And their stylesheets: Vite's import() asks for them only once the page's code runs.
  const css = new Set(code.flatMap((file) => chunks.get(file)?.css ?? []));
  return [...code, ...css];
}
