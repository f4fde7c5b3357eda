import type * as z from 'zod/mini';

/*
 * What the generated response parsers are held to: on any value, a parser that returns one
 * returns exactly what zod's safeParse returns (the same keys in the same order, undefined where
 * zod keeps an undefined key, a fresh object or array where zod builds one), and a parser
 * refuses what zod refuses. The values: each right body, every mutation of it one step away
 * (mutations), and random chains of them from a seeded generator (randomValues).
 */

type Parser = (value: unknown) => unknown;

const isObject = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/** The first place where two outputs differ, `input` being what both were made from; undefined when they are the same. */
function difference(fast: unknown, zod: unknown, input: unknown, path = '(body)'): string | undefined {
  if (isObject(fast) && isObject(zod)) {
    // zod builds a fresh object or array for every object, array and record it parses, and
    // passes an `unknown` member on as it is: the parser must share exactly what zod shares.
    if ((fast === input) !== (zod === input)) return `${path}: ${fast === input ? 'the parser' : 'zod'} returned the input itself`;
    if (Array.isArray(fast) !== Array.isArray(zod)) return `${path}: an array on one side only`;
    if (Object.getPrototypeOf(fast) !== Object.getPrototypeOf(zod)) return `${path}: another prototype`;
    const fastKeys = Reflect.ownKeys(fast).map(String);
    const zodKeys = Reflect.ownKeys(zod).map(String);
    if (fastKeys.join('\u0000') !== zodKeys.join('\u0000')) return `${path}: keys [${fastKeys.join(', ')}], zod [${zodKeys.join(', ')}]`;
    for (const key of Reflect.ownKeys(zod)) {
      const inner = isObject(input) ? input[key] : undefined;
      const found = difference(fast[key], zod[key], inner, `${path}.${String(key)}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return Object.is(fast, zod) ? undefined : `${path}: ${describe(fast)}, zod ${describe(zod)}`;
}

function describe(value: unknown): string {
  if (typeof value === 'symbol') return 'NOT_PARSED';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return Object.is(value, -0) ? '-0' : isObject(value) ? (Array.isArray(value) ? 'an array' : 'an object') : String(value);
}

export interface Verdict {
  fast: 'value' | 'NOT_PARSED';
  zod: 'success' | 'failure';
  /** Why the two disagree, when they do. */
  problem?: string;
}

/** The parser and zod on one value. */
export function judge(parser: Parser, schema: z.ZodMiniType, notParsed: symbol, value: unknown): Verdict {
  const fast = parser(value);
  const parsed = schema.safeParse(value);
  const verdict: Verdict = { fast: fast === notParsed ? 'NOT_PARSED' : 'value', zod: parsed.success ? 'success' : 'failure' };
  if (verdict.fast === 'value' && !parsed.success) verdict.problem = 'the parser accepted what zod refuses';
  else if (verdict.fast === 'NOT_PARSED' && parsed.success) verdict.problem = 'the parser refused what zod accepts';
  else if (verdict.fast === 'value' && parsed.success) {
    const found = difference(fast, parsed.data, value);
    if (found !== undefined) verdict.problem = `the outputs differ at ${found}`;
  }
  return verdict;
}

/** Values that stand in for a member: each JSON type, and the edges zod's checks have. */
const REPLACEMENTS: readonly unknown[] = [
  null,
  undefined,
  '',
  'x',
  'x'.repeat(300),
  // Two code points in four UTF-16 units, and a lone surrogate: lengths count code points.
  '\u{1F600}\u{1F600}',
  '\uD83D',
  '12',
  0,
  -0,
  -1,
  1.5,
  255,
  256,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  [],
  {},
];

type Path = readonly PropertyKey[];

function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => paths(item, [...at, i], out));
  else if (isObject(value)) for (const key of Object.keys(value)) paths(value[key], [...at, key], out);
  return out;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)]));
  return value;
}

/** `body` with the node at `path` made by `change` from the one there (a copy: `body` is left as it is). */
function changed(
  body: unknown,
  path: Path,
  change: (node: unknown, parent: Record<PropertyKey, unknown> | undefined, key: PropertyKey | undefined) => unknown,
): unknown {
  const copy = clone(body);
  if (path.length === 0) return change(copy, undefined, undefined);
  let parent = copy as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const key = path[path.length - 1] as PropertyKey;
  const next = change(parent[key], parent, key);
  if (next !== DELETED) parent[key] = next;
  return copy;
}

const DELETED = Symbol('deleted');

/** One change at one node, by name (for a failure's message). */
type Mutation = [name: string, apply: (body: unknown) => unknown];

/** Every mutation one step from `body`: each member deleted, replaced, each object and array grown, shrunk or spoiled. */
export function mutations(body: unknown): Mutation[] {
  return paths(body).flatMap((path) => mutationsAt(body, path));
}

function mutationsAt(body: unknown, path: Path): Mutation[] {
  const out: Mutation[] = [];
  const where = path.length === 0 ? '(body)' : path.map(String).join('.');
  const node = path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], body);
  if (path.length > 0) {
    out.push([`${where} deleted`, (b) => changed(b, path, (_node, parent, key) => (delete parent?.[key as PropertyKey], DELETED))]);
  }
  for (const value of REPLACEMENTS) out.push([`${where} = ${describe(value)}`, (b) => changed(b, path, () => clone(value))]);
  if (Array.isArray(node)) {
    out.push([`${where} emptied`, (b) => changed(b, path, () => [])]);
    for (const bad of [null, 'x', 1.5, {}, []])
      out.push([`${where} + ${describe(bad)}`, (b) => changed(b, path, (n) => [...(n as unknown[]), clone(bad)])]);
    out.push([`${where} with a hole`, (b) => changed(b, path, (n) => Object.assign(new Array<unknown>((n as unknown[]).length + 1), n))]);
    if (node.length > 1) out.push([`${where} reversed`, (b) => changed(b, path, (n) => [...(n as unknown[])].reverse())]);
  } else if (isObject(node)) {
    out.push([`${where} + ExtraKey`, (b) => changed(b, path, (n) => ({ ...(n as object), ExtraKey: 1 }))]);
    out.push([
      `${where} + 0 (an integer key, which objects order first)`,
      (b) => changed(b, path, (n) => ({ ...(n as object), 0: 'zero' })),
    ]);
    out.push([
      `${where} + an own __proto__`,
      (b) =>
        changed(b, path, (n) => {
          const copy = { ...(n as object) };
          Object.defineProperty(copy, '__proto__', { value: { polluted: true }, enumerable: true, writable: true, configurable: true });
          return copy;
        }),
    ]);
    out.push([
      `${where} with an inherited member`,
      (b) => changed(b, path, (n) => Object.assign(Object.create({ Inherited: 1 }) as object, n)),
    ]);
    out.push([`${where} reordered`, (b) => changed(b, path, (n) => Object.fromEntries(Object.entries(n as object).reverse()))]);
    for (const key of Object.keys(node)) out.push([`${where}.${key} = undefined`, (b) => changed(b, [...path, key], () => undefined)]);
  }
  return out;
}

/** mulberry32: a small seeded generator, so that a failing value can be made again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` values, each a body of `bodies` after one to four random mutations. */
export function* randomValues(bodies: readonly unknown[], count: number, random: () => number): Generator<[string, unknown]> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let i = 0; i < count; i++) {
    let value = pick(bodies);
    const steps: string[] = [];
    for (let n = 1 + Math.floor(random() * 4); n > 0; n--) {
      const [name, apply] = pick(mutationsAt(value, pick(paths(value))));
      steps.push(name);
      value = apply(value);
    }
    yield [steps.join(', then '), value];
  }
}
