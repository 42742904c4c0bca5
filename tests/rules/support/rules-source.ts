/**
 * Reading a rules file as text: its `allow` statements and function bodies, and the operands of
 * their && / || / ?: chains with the offset each starts at. The coverage check and the
 * rules-source checks use it; it knows just enough of the rules language for that.
 */

export interface Token {
  text: string;
  offset: number;
}

/** Tokens of rules source, without comments and whitespace; a string literal is one token. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i += 1;
    } else if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      tokens.push({ text: source.slice(i, j + 1), offset: i });
      i = j + 1;
    } else if (/[A-Za-z0-9_$]/.test(c)) {
      let j = i;
      while (j < source.length && /[A-Za-z0-9_$]/.test(source[j])) j += 1;
      tokens.push({ text: source.slice(i, j), offset: i });
      i = j;
    } else {
      const two = source.slice(i, i + 2);
      const op = ['&&', '||', '==', '!=', '<=', '>='].includes(two) ? two : c;
      tokens.push({ text: op, offset: i });
      i += op.length;
    }
  }
  return tokens;
}

export interface Condition {
  /** 'allow read' (with the match path) or 'function isClub'. */
  where: string;
  /** The ops of an allow statement; empty for a function. */
  ops: string[];
  tokens: Token[];
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** The condition of every `allow … : if …;` and the return expression of every function. */
export function conditions(source: string): Condition[] {
  const tokens = tokenize(source);
  const found: Condition[] = [];
  const matchPath: string[] = [];
  const pathAtDepth: number[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i].text;
    if (t === '{') depth += 1;
    if (t === '}') {
      depth -= 1;
      if (pathAtDepth.length > 0 && pathAtDepth[pathAtDepth.length - 1] === depth) {
        pathAtDepth.pop();
        matchPath.pop();
      }
    }
    if (t === 'match') {
      let j = i + 1;
      let path = '';
      // the block's '{' is the first one not opening a {wildcard} segment (those follow a '/')
      while (!(tokens[j].text === '{' && tokens[j - 1].text !== '/')) path += tokens[j++].text;
      matchPath.push(path);
      pathAtDepth.push(depth);
      i = j - 1;
    } else if (t === 'allow') {
      const ops: string[] = [];
      let j = i + 1;
      while (tokens[j].text !== ':') {
        if (tokens[j].text !== ',') ops.push(tokens[j].text);
        j += 1;
      }
      j += 2; // ':' 'if'
      const start = j;
      while (tokens[j].text !== ';') j += 1;
      found.push({
        where: `allow ${ops.join(', ')} at ${matchPath.join('')}`,
        ops,
        tokens: tokens.slice(start, j),
      });
      i = j;
    } else if (t === 'function') {
      const name = tokens[i + 1].text;
      let j = i + 2;
      while (tokens[j].text !== '{') j += 1;
      depth += 1; // the body's '{' (its '}' is counted when the scan reaches it)
      // skip `let x = …;` bindings, then take `return …;`
      while (tokens[j].text !== 'return') j += 1;
      const start = j + 1;
      let k = start;
      let nesting = 0;
      while (!(nesting === 0 && tokens[k].text === ';')) {
        if (OPEN.has(tokens[k].text)) nesting += 1;
        if (CLOSE.has(tokens[k].text)) nesting -= 1;
        k += 1;
      }
      found.push({ where: `function ${name}`, ops: [], tokens: tokens.slice(start, k) });
      i = k;
    }
  }
  return found;
}

/** Splits tokens at top-level occurrences of `op` (outside brackets). */
function splitTop(tokens: Token[], op: string): Token[][] {
  const parts: Token[][] = [[]];
  let nesting = 0;
  for (const token of tokens) {
    if (OPEN.has(token.text)) nesting += 1;
    if (CLOSE.has(token.text)) nesting -= 1;
    if (nesting === 0 && token.text === op) parts.push([]);
    else parts[parts.length - 1].push(token);
  }
  return parts;
}

function wrapped(tokens: Token[]): boolean {
  if (tokens.length < 2 || tokens[0].text !== '(' || tokens[tokens.length - 1].text !== ')') return false;
  let nesting = 0;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (OPEN.has(tokens[i].text)) nesting += 1;
    if (CLOSE.has(tokens[i].text)) nesting -= 1;
    if (nesting === 0) return false;
  }
  return true;
}

export interface Operand {
  offset: number;
  text: string;
}

/**
 * The operands whose evaluation is not implied by their parent's: every operand of an && / ||
 * chain after the first (the first runs whenever the chain does), and both branches of ?:.
 */
export function laterOperands(tokens: Token[]): Operand[] {
  const out: Operand[] = [];
  const text = (ts: Token[]) => ts.map((t) => t.text).join(' ');
  const visit = (ts: Token[]): void => {
    if (ts.length === 0) return;
    if (wrapped(ts)) return visit(ts.slice(1, -1));
    if (ts[0].text === '!' && wrapped(ts.slice(1))) return visit(ts.slice(2, -1));
    const question = splitTop(ts, '?');
    if (question.length === 2) {
      const branches = splitTop(question[1], ':');
      visit(question[0]);
      for (const branch of branches) {
        out.push({ offset: branch[0].offset, text: text(branch) });
        visit(branch);
      }
      return;
    }
    for (const op of ['||', '&&']) {
      const parts = splitTop(ts, op);
      if (parts.length > 1) {
        parts.forEach((part, i) => {
          if (i > 0) out.push({ offset: part[0].offset, text: text(part) });
          visit(part);
        });
        return;
      }
    }
  };
  visit(tokens);
  return out;
}
