/**
 * Rules coverage: the emulator reports every rule expression it evaluated (since it started) with
 * the values it saw. This counts the expressions of firestore.rules that can go unevaluated — every
 * allow condition and function body, and every operand of an && / || / ?: chain after the first —
 * and fails when any of them was never evaluated: a rule no test reaches is a rule no test proves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRESTORE, FIRESTORE_RULES_PATH, PROJECT_ID } from './emulator';
import { conditions, laterOperands } from './rules-source';

interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number };
  children?: CoverageNode[];
}

interface Site {
  where: string;
  offset: number;
  text: string;
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/**
 * A JSON response's text without the whitespace between its tokens. The emulator pretty-prints the
 * report, and keeps at every expression each distinct value it saw (whole documents: the largest
 * stages hold 2048 results): the suite's report passed 600 MB, past the ~512 MB one string may
 * hold, of which about half is indentation. Streamed, so the whole text is never one string.
 */
async function compactText(response: Response): Promise<string> {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let inString = false;
  let escaped = false;
  const compact = (text: string) => {
    let kept = '';
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 0x5c) escaped = true;
        else if (c === 0x22) inString = false;
      } else if (c === 0x22) {
        inString = true;
      } else if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
        kept += text.slice(start, i);
        start = i + 1;
      }
    }
    parts.push(kept + text.slice(start));
  };
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    compact(decoder.decode(chunk, { stream: true }));
  }
  compact(decoder.decode());
  return parts.join('');
}

export function describeCoverage(): void {
  describe('rules coverage', () => {
    it('every expression of firestore.rules was evaluated at least once', async () => {
      const source = readFileSync(FIRESTORE_RULES_PATH, 'utf8');
      const url = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
      const report =
        (JSON.parse(await compactText(await fetch(url))) as { report?: CoverageNode[] }).report ?? [];
      const evaluated = new Set<number>();
      const walk = (node: CoverageNode) => {
        evaluated.add(node.sourcePosition.currentOffset);
        node.children?.forEach(walk);
      };
      report.forEach(walk);

      const all: Site[] = conditions(source).flatMap((c) => [
        { where: c.where, offset: c.tokens[0].offset, text: c.tokens.map((t) => t.text).join(' ') },
        ...laterOperands(c.tokens).map((o) => ({ where: c.where, ...o })),
      ]);
      // `if true` / `if false` are constants: the emulator does not report them, and they have
      // nothing to cover (the matrix proves what each of them allows or denies).
      const constants = all.filter((s) => s.text === 'true' || s.text === 'false');
      const sites = all.filter((s) => !constants.includes(s));
      const missed = sites.filter((s) => !evaluated.has(s.offset));
      const covered = sites.length - missed.length;
      process.stdout.write(
        `\nRules coverage (${url}, since the emulator started): ${covered} of ${sites.length} expressions ` +
          `evaluated (${((covered / sites.length) * 100).toFixed(1)}%); ${constants.length} constant ` +
          `conditions (if true / if false) not counted\n` +
          missed
            .map(
              (s) => `  never evaluated: L${lineOf(source, s.offset)} ${s.where}: ${s.text.slice(0, 80)}\n`,
            )
            .join(''),
      );
      expect(missed.map((s) => `L${lineOf(source, s.offset)} ${s.where}: ${s.text.slice(0, 80)}`)).toEqual(
        [],
      );
      // The emulator builds the report from every request of the run (~12 s alone for the whole
      // suite here, over 60 s on a 2-core machine with a load of 6–7): more than vitest's default
      // 20 s may pass.
    }, 180_000);
  });
}
