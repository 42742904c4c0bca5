/**
 * Checks on the text of both rules files that fail the build before any emulator runs: no write
 * allowed by `if true` or by being signed in alone, every `if false` and every `match` explained
 * by a comment, a header saying who may do what, and few enough document reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_RULES_PATH, STORAGE_RULES_PATH } from './support/emulator';
import { conditions, tokenize, type Condition, type Token } from './support/rules-source';

const RULES = {
  'firestore.rules': readFileSync(FIRESTORE_RULES_PATH, 'utf8'),
  'storage.rules': readFileSync(STORAGE_RULES_PATH, 'utf8'),
};

const WRITES = new Set(['write', 'create', 'update', 'delete']);
const AUTH_ONLY = new Set(['request . auth != null', 'request . auth . uid != null', 'signedIn ( )', 'true']);

function split(tokens: Token[], op: string): string[] {
  const parts: string[][] = [[]];
  let nesting = 0;
  for (const t of tokens) {
    if ('([{'.includes(t.text)) nesting += 1;
    if (')]}'.includes(t.text)) nesting -= 1;
    if (nesting === 0 && t.text === op) parts.push([]);
    else parts[parts.length - 1].push(t.text);
  }
  return parts.map((p) => p.join(' '));
}

/**
 * True when some way to satisfy the condition checks no more than that the caller is signed in:
 * an || alternative whose && conjuncts are all auth checks, following zero-argument helpers.
 */
function signedInSuffices(condition: string, bodies: Map<string, string>, seen = new Set<string>()): boolean {
  const tokens = tokenize(condition);
  return split(tokens, '||').some((alternative) =>
    split(tokenize(alternative), '&&').every((conjunct) => {
      const text = conjunct.replace(/^\( (.*) \)$/, '$1');
      if (AUTH_ONLY.has(text)) return true;
      const call = /^(\w+) \( \)$/.exec(text);
      if (call && bodies.has(call[1]) && !seen.has(call[1])) {
        return signedInSuffices(bodies.get(call[1]) ?? '', bodies, new Set([...seen, call[1]]));
      }
      return false;
    }),
  );
}

function lineAbove(source: string, offset: number): string {
  const lines = source.slice(0, offset).split('\n');
  return (lines[lines.length - 2] ?? '').trim();
}

describe.each(Object.entries(RULES))('%s', (_file, source) => {
  const found = conditions(source);
  const bodies = new Map(
    found
      .filter((c) => c.where.startsWith('function '))
      .map((c) => [c.where.slice(9), c.tokens.map((t) => t.text).join(' ')]),
  );
  const writes = found.filter((c: Condition) => c.ops.some((op) => WRITES.has(op)));

  it('has allow statements that write', () => {
    expect(writes.length).toBeGreaterThan(0);
  });

  it('allows no write with `if true`', () => {
    expect(
      writes.filter((c) => c.tokens.map((t) => t.text).join(' ') === 'true').map((c) => c.where),
    ).toEqual([]);
  });

  it('allows no write to whoever is merely signed in', () => {
    const loose = writes.filter((c) => signedInSuffices(c.tokens.map((t) => t.text).join(' '), bodies));
    expect(loose.map((c) => c.where)).toEqual([]);
  });

  it('explains every `if false` in a comment above it', () => {
    const unexplained = found
      .filter((c) => c.ops.length > 0 && c.tokens.length === 1 && c.tokens[0].text === 'false')
      .filter((c) => !lineAbove(source, source.lastIndexOf('allow', c.tokens[0].offset)).startsWith('//'));
    expect(unexplained.map((c) => c.where)).toEqual([]);
  });

  it('has a comment over every match (what is stored there)', () => {
    const bare = tokenize(source)
      .filter((t) => t.text === 'match')
      .filter((t) => !/^match \/(databases|b)\//.test(source.slice(t.offset, t.offset + 20))) // the roots
      .filter((t) => !lineAbove(source, t.offset).startsWith('//'));
    expect(bare.map((t) => source.slice(t.offset, source.indexOf('{', t.offset + 7)))).toEqual([]);
  });

  it('opens with a header saying who may do what', () => {
    const head = source.slice(0, source.indexOf('service '));
    expect(head).toMatch(/^rules_version = '2';\n\n\/\/ /);
    expect(head).toContain('Who may do what');
  });

  // Each helper that reads a document is called once per allow condition, and no condition reaches
  // two of them, so a request reads one document: a subcollection's compe, an invitation's compe,
  // a link's compe (getAfter) or a new compe id's tombstone (exists). Firestore allows 10.
  it('reads at most 4 documents per request: no more than 4 get()/getAfter()/exists() call sites', () => {
    const reads = tokenize(source).filter(
      (t, i, all) =>
        ['get', 'exists', 'getAfter'].includes(t.text) &&
        all[i + 1]?.text === '(' &&
        all[i + 2]?.text === '/',
    );
    expect(reads.length).toBeLessThanOrEqual(4);
  });
});

describe('storage.rules content types', () => {
  // Media types are case-insensitive (RFC 2045) and the client sets them: a comparison of the raw
  // value let `image/SVG+XML` past the SVG refusal (docs/data-model.md "Storage"). The Storage emulator cannot start on
  // every machine (storage.test.ts says so), so this holds wherever the suite runs.
  it('reads the uploaded content type only lower-cased', () => {
    const source = RULES['storage.rules'];
    const reads = [...source.matchAll(/request\.resource\.contentType(\.\w+\(\))?/g)];
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((read) => read[1] !== '.lower()').map((read) => read[0])).toEqual([]);
  });
});
