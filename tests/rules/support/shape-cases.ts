/**
 * Field cases derived from the shared zod schemas, so the rules are checked against the very shapes
 * the forms, converters and functions use: for every key of a valid document, the cases a write
 * must pass (each enum value, exactly the size cap, null where nullable, an optional key left out)
 * and must fail (missing, wrong type, one over the cap, empty or blank where required, not an enum
 * value, not an integer, an unknown key). A new field or a changed LIMITS value changes the cases.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type * as z from 'zod/mini';

export interface ShapeCase {
  name: string;
  allowed: boolean;
  data: DocumentData;
}

export interface ShapeOptions {
  /** Keys (dotted paths) whose value must be the server's time: a client time must fail. */
  serverTimes?: readonly string[];
  /**
   * Keys (dotted paths) whose value the rules tie to something else (the caller, the document id,
   * the stored document): only "missing" is derived for them; the suites test the rest by hand.
   */
  fixed?: readonly string[];
  /** Paths (dotted, `[]` for list elements) whose value cases are not derived, with the reason. */
  skip?: Readonly<Record<string, string>>;
}

type Path = readonly (string | number)[];
type Schema = z.ZodMiniType;
type Def = { type: string; [key: string]: unknown };

const SAFE = Number.MAX_SAFE_INTEGER;
const CLIENT_TIME = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

function def(schema: Schema): Def {
  return (schema as unknown as { def: Def }).def;
}

function label(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** The path with list indexes written `[]`, to match `skip`. */
function pattern(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[]` : text ? `${text}.${part}` : part),
    '',
  );
}

function setAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head as string];
  else copy[head as string] = setAt(copy[head as string], rest, next, remove);
  return copy;
}

/** A string of exactly n characters in the schema's format (Japanese text counts characters, not bytes). */
function textOfLength(format: string | null | undefined, n: number): string {
  if (format === 'email') return `${'a'.repeat(n - '@example.com'.length)}@example.com`;
  if (format === 'url') return `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
  return 'あ'.repeat(n);
}

interface StringInfo {
  min: number | null;
  max: number | null;
  format: string | null;
}

/** The definitions of a schema's checks (zod core: the same for zod/mini and classic zod). */
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}
function checksOf(schema: Schema): CheckDef[] {
  const checks = def(schema).checks as { _zod: { def: CheckDef } }[] | undefined;
  return (checks ?? []).map((check) => check._zod.def);
}

function stringInfo(schema: Schema): StringInfo | null {
  const d = def(schema);
  if (d.type === 'string') {
    const checks = checksOf(schema);
    return {
      min: checks.find((c) => c.check === 'min_length')?.minimum ?? null,
      max: checks.find((c) => c.check === 'max_length')?.maximum ?? null,
      format: (d.format as string | undefined) ?? null,
    };
  }
  if (d.type === 'pipe') {
    const inner = stringInfo(d.in as Schema);
    const out = def(d.out as Schema);
    // emailText: a trimmed, capped string piped into z.email().
    if (inner && out.type === 'string')
      return { ...inner, format: (out.format as string | undefined) ?? null };
    // A codec stored as a string (the board's units): the rules see the stored string.
    if (inner) return inner;
  }
  return null;
}

/** A number schema's bounds and whether it takes whole numbers only. */
function numberInfo(schema: Schema): { minValue: number | null; maxValue: number | null; isInt: boolean } {
  const checks = checksOf(schema);
  return {
    minValue: checks.find((c) => c.check === 'greater_than' && c.inclusive)?.value ?? null,
    maxValue: checks.find((c) => c.check === 'less_than' && c.inclusive)?.value ?? null,
    isInt: checks.some(
      (c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'),
    ),
  };
}

/** `base` with the value at a dotted path replaced (or removed when `value` is undefined). */
export function withValue(base: DocumentData, dotted: string, value: unknown): DocumentData {
  const path = dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return setAt(base, path, value, value === undefined) as DocumentData;
}

export function deriveShapeCases(
  schema: Schema,
  base: DocumentData,
  options: ShapeOptions = {},
): ShapeCase[] {
  const cases: ShapeCase[] = [];
  const serverTimes = new Set(options.serverTimes ?? []);
  const fixed = new Set(options.fixed ?? []);
  const skip = options.skip ?? {};

  const add = (path: Path, what: string, allowed: boolean, value: unknown, remove = false) => {
    cases.push({
      name: `${label(path) || 'document'}: ${what}`,
      allowed,
      data: setAt(base, path, value, remove) as DocumentData,
    });
  };

  const walkObject = (shape: Record<string, Schema>, value: Record<string, unknown>, path: Path) => {
    add([...path, 'zzUnknown'], 'an unknown key', false, 'x');
    for (const [key, field] of Object.entries(shape)) {
      const at = [...path, key];
      const optional = def(field).type === 'optional';
      if (!optional) add(at, 'missing', false, undefined, true);
      else if (key in value && !fixed.has(pattern(at))) add(at, 'left out (optional)', true, undefined, true);
      if (key in value) walkValue(optional ? (def(field).innerType as Schema) : field, value[key], at);
    }
  };

  const walkValue = (schema: Schema, value: unknown, path: Path): void => {
    const dotted = pattern(path);
    if (dotted in skip || fixed.has(dotted)) return;
    if (serverTimes.has(dotted)) {
      add(path, 'a time the client chose instead of request.time', false, CLIENT_TIME);
      add(path, 'not a timestamp', false, '2026-01-01');
      return;
    }
    const d = def(schema);
    const text = stringInfo(schema);
    if (text) {
      add(path, 'not a string', false, 42);
      if (text.max !== null) {
        add(path, `exactly ${text.max} characters (the cap)`, true, textOfLength(text.format, text.max));
        add(
          path,
          `${text.max + 1} characters (one over the cap)`,
          false,
          textOfLength(text.format, text.max + 1),
        );
      }
      if (text.min !== null && text.min > 0) {
        add(path, 'empty', false, '');
        add(path, 'blank', false, '   ');
      }
      return;
    }
    switch (d.type) {
      case 'nullable':
        add(path, 'null', true, null);
        walkValue(d.innerType as Schema, value, path);
        return;
      case 'number': {
        const n = numberInfo(schema);
        add(path, 'not a number', false, '1');
        if (n.isInt) add(path, 'not an integer', false, 1.5);
        if (n.minValue !== null && n.minValue > -SAFE) {
          add(path, `the minimum ${n.minValue}`, true, n.minValue);
          add(path, `${n.minValue - 1} (below the minimum)`, false, n.minValue - 1);
        }
        if (n.maxValue !== null && n.maxValue < SAFE) {
          add(path, `the maximum ${n.maxValue}`, true, n.maxValue);
          add(path, `${n.maxValue + 1} (over the maximum)`, false, n.maxValue + 1);
        }
        return;
      }
      case 'boolean':
        add(path, 'not a boolean', false, 'true');
        return;
      case 'date':
        add(path, 'not a timestamp', false, '2026-01-01');
        return;
      case 'enum':
        for (const option of (schema as unknown as { options: string[] }).options)
          add(path, `'${option}'`, true, option);
        add(path, 'not one of the values', false, 'bogus');
        return;
      case 'literal':
        add(path, 'another value', false, 'bogus');
        return;
      case 'array': {
        const list = value as unknown[];
        const element = d.element as Schema;
        add(path, 'not a list', false, 'x');
        const max = checksOf(schema).find((c) => c.check === 'max_length')?.maximum;
        if (max !== undefined && list.length > 0) {
          add(
            path,
            `exactly ${max} elements (the cap)`,
            true,
            Array.from({ length: max }, () => list[0]),
          );
          add(
            path,
            `${max + 1} elements (one over the cap)`,
            false,
            Array.from({ length: max + 1 }, () => list[0]),
          );
        }
        if (list.length > 0 && !(`${dotted}[]` in skip)) walkValue(element, list[0], [...path, 0]);
        return;
      }
      case 'object':
        add(path, 'not a map', false, 'x');
        walkObject(d.shape as Record<string, Schema>, value as Record<string, unknown>, path);
        return;
      default:
        throw new Error(`${label(path)}: no derived cases for zod type ${d.type}; add it or skip it`);
    }
  };

  walkObject(def(schema).shape as Record<string, Schema>, base, []);
  return cases;
}
