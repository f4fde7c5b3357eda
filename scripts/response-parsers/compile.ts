/**
 * Compiles zod schemas into plain TypeScript functions that accept exactly what the schema
 * accepts and return exactly what `schema.safeParse(value).data` returns, without zod. Each
 * rule is zod v4's own, read from its source (node_modules/zod/v4/core/schemas.js, checks.js):
 * the object's absent-versus-undefined keys, catchall and key order, the array's fresh copy,
 * the union's first match, the number's finite and safe-integer rules, string lengths counted
 * in code points, a regex tested from lastIndex 0. A node it cannot compile exactly (refine,
 * transform, pipe, default, catch, custom...) makes its model's function refuse every value,
 * so that model always goes to zod. Refusing is always safe: zod then decides.
 */
import type * as z from 'zod/mini';
import { util } from 'zod/v4/core';

/** A node this compiler does not reproduce exactly; the model that holds it is left to zod. */
export class Unsupported extends Error {}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  [key: string]: unknown;
}

interface Node {
  _zod: { def: Def; optin?: string; optout?: string; traits: Set<string> };
}

/** A node whose output is its input: compiled to a condition on a variable. */
interface Test {
  test: (x: string) => string;
}
/** A node that builds its output: compiled to an expression that is the output or NOT_PARSED. */
interface Parse {
  parse: (x: string) => string;
}
type Compiled = Test | Parse;

const isTest = (compiled: Compiled): compiled is Test => 'test' in compiled;

/**
 * Statements that read `source` once into `item` and return NOT_PARSED when it is refused: the
 * value is read once, as zod reads it, whatever the expression does with it.
 */
function readItem(compiled: Compiled, source: string): string {
  if (isTest(compiled)) {
    const test = compiled.test('item');
    return test === 'true' ? `const item = ${source};` : `const item = ${source};\nif (!(${test})) return NOT_PARSED;`;
  }
  const once = compiled.parse('\u0000').split('\u0000').length <= 2;
  const read = once ? `const item = ${compiled.parse(source)};` : `const raw = ${source};\nconst item = ${compiled.parse('raw')};`;
  return `${read}\nif (item === NOT_PARSED) return NOT_PARSED;`;
}

/** The ranges of zod's number formats (util.NUMBER_FORMAT_RANGES), for the formats that narrow a finite number. */
const NUMBER_FORMAT_RANGES = util.NUMBER_FORMAT_RANGES as Record<string, [number, number]>;

const literal = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && Number.isFinite(value)) return Object.is(value, -0) ? '-0' : String(value);
  throw new Unsupported(`a literal value of type ${typeof value}`);
};

/** Conditions joined by ||, where one that always holds makes the whole hold. */
const anyOf = (...conditions: string[]): string => (conditions.includes('true') ? 'true' : `(${conditions.join(' || ')})`);

const all = (conditions: string[]): string => (conditions.length === 0 ? 'true' : conditions.join(' && '));

export class ParserCompiler {
  readonly #functions: string[] = [];
  readonly #constants: string[] = [];
  readonly #helpers = new Set<'codePointLength' | 'isPlainObject'>();
  /** Compiled nodes by identity: a schema used in several places becomes one function. */
  readonly #memo = new Map<Node, Compiled | Unsupported>();
  readonly #names = new Set<string>();

  /** Schemas that are models of their own: their functions take the model's name wherever they are met first. */
  readonly #preferred = new Map<Node, string>();

  /** Names the function of `schema` `name`, whichever model compiles it first. */
  prefer(schema: z.ZodMiniType, name: string): void {
    this.#preferred.set(schema as unknown as Node, name);
  }

  /**
   * The name of a function for a model: its output or NOT_PARSED. Throws Unsupported, having
   * kept nothing of the model, when it cannot be exact.
   */
  model(name: string, schema: z.ZodMiniType): string {
    const before = {
      functions: this.#functions.length,
      constants: this.#constants.length,
      helpers: new Set(this.#helpers),
      memo: new Set(this.#memo.keys()),
      names: new Set(this.#names),
    };
    try {
      const compiled = this.#node(schema as unknown as Node, name);
      const call = isTest(compiled) ? undefined : /^(\w+)\(value\)$/.exec(compiled.parse('value'));
      if (call?.[1] !== undefined) return call[1];
      const fn = this.#name(name);
      const test = isTest(compiled) ? compiled.test('value') : undefined;
      const body =
        test === undefined
          ? `return ${(compiled as Parse).parse('value')};`
          : test === 'true'
            ? 'return value;'
            : `return (${test}) ? value : NOT_PARSED;`;
      this.#functions.push(`function ${fn}(value: unknown): unknown {\n${body}\n}`);
      return fn;
    } catch (error) {
      // What compiled inside a model that did not is used by nothing: drop it (the refusals stay known).
      this.#functions.length = before.functions;
      this.#constants.length = before.constants;
      this.#helpers.clear();
      for (const helper of before.helpers) this.#helpers.add(helper);
      for (const [node, compiled] of this.#memo) if (!before.memo.has(node) && !(compiled instanceof Unsupported)) this.#memo.delete(node);
      for (const name of this.#names) if (!before.names.has(name)) this.#names.delete(name);
      throw error;
    }
  }

  /** Every function, constant and helper the models compiled so far need. */
  source(): string {
    const helpers: string[] = [];
    if (this.#helpers.has('codePointLength')) {
      helpers.push(
        [
          "/** Code points, as zod counts a string's length: a surrogate pair is one, a lone surrogate one. */",
          'function codePointLength(text: string): number {',
          '  let count = text.length;',
          '  for (let i = 0; i < text.length - 1; i++) {',
          '    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {',
          '      count--;',
          '      i++;',
          '    }',
          '  }',
          '  return count;',
          '}',
        ].join('\n'),
      );
    }
    if (this.#helpers.has('isPlainObject')) {
      helpers.push(
        [
          "/** zod's isPlainObject: what a record accepts. */",
          'function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {',
          "  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;",
          '  const ctor: unknown = (value as { constructor?: unknown }).constructor;',
          "  if (ctor === undefined || typeof ctor !== 'function') return true;",
          '  const prototype: unknown = (ctor as { prototype?: unknown }).prototype;',
          "  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;",
          "  return Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');",
          '}',
        ].join('\n'),
      );
    }
    return [...this.#constants, ...helpers, ...this.#functions].join('\n\n');
  }

  #name(hint: string): string {
    const base = hint.replace(/[^A-Za-z0-9_$]/g, '_');
    let name = base;
    for (let n = 2; this.#names.has(name); n++) name = `${base}${n}`;
    this.#names.add(name);
    return name;
  }

  #node(node: Node, hint: string): Compiled {
    const known = this.#memo.get(node);
    if (known instanceof Unsupported) throw known;
    if (known) return known;
    try {
      const compiled = this.#compile(node, hint);
      this.#memo.set(node, compiled);
      return compiled;
    } catch (error) {
      if (error instanceof Unsupported) this.#memo.set(node, error);
      throw error;
    }
  }

  #compile(node: Node, given: string): Compiled {
    const hint = this.#preferred.get(node) ?? given;
    const { def } = node._zod;
    const checks = (def.checks ?? []).map((check) => check._zod.def);
    const noChecks = () => {
      if (checks.length > 0) throw new Unsupported(`${hint}: ${checks.map((c) => c.check).join(', ')} check on ${def.type}`);
    };
    if (def['coerce']) throw new Unsupported(`${hint}: coercion`);
    switch (def.type) {
      case 'string':
        return this.#string(node, checks, hint);
      case 'number':
        return this.#number(def, checks, hint);
      case 'boolean':
        noChecks();
        return { test: (x) => `typeof ${x} === 'boolean'` };
      case 'null':
        noChecks();
        return { test: (x) => `${x} === null` };
      case 'undefined':
        noChecks();
        return { test: (x) => `${x} === undefined` };
      case 'unknown':
      case 'any':
        noChecks();
        return { test: () => 'true' };
      case 'never':
        noChecks();
        return { test: () => 'false' };
      case 'literal': {
        noChecks();
        const values = (def['values'] as unknown[]).map(literal);
        return { test: (x) => (values.length === 0 ? 'false' : `(${values.map((v) => `${x} === ${v}`).join(' || ')})`) };
      }
      case 'enum': {
        noChecks();
        const values = (util.getEnumValues(def['entries'] as util.EnumLike) as unknown[]).map(literal);
        return { test: (x) => (values.length === 0 ? 'false' : `(${values.map((v) => `${x} === ${v}`).join(' || ')})`) };
      }
      case 'optional': {
        noChecks();
        if (node._zod.traits.has('$ZodExactOptional')) throw new Unsupported(`${hint}: exactOptional`);
        const inner = def['innerType'] as Node;
        if (inner._zod.optin === 'defaulted') throw new Unsupported(`${hint}: optional of a default`);
        const compiled = this.#node(inner, hint);
        return isTest(compiled)
          ? { test: (x) => anyOf(`${x} === undefined`, compiled.test(x)) }
          : { parse: (x) => `(${x} === undefined ? undefined : ${compiled.parse(x)})` };
      }
      case 'nullable': {
        noChecks();
        const compiled = this.#node(def['innerType'] as Node, hint);
        return isTest(compiled)
          ? { test: (x) => anyOf(`${x} === null`, compiled.test(x)) }
          : { parse: (x) => `(${x} === null ? null : ${compiled.parse(x)})` };
      }
      case 'union':
        noChecks();
        return this.#union(def, hint);
      case 'array':
        return this.#array(def, checks, hint);
      case 'object':
        noChecks();
        return this.#object(node, hint);
      case 'record':
        noChecks();
        return this.#record(def, hint);
      default:
        throw new Unsupported(`${hint}: ${def.type}`);
    }
  }

  #string(node: Node, checks: CheckDef[], hint: string): Compiled {
    const { def } = node._zod;
    // A string format (z.email(), z.uuid()...) is itself a check with its own rules.
    if (def['format'] !== undefined) throw new Unsupported(`${hint}: string format ${String(def['format'])}`);
    const conditions = (x: string) => [`typeof ${x} === 'string'`, ...checks.map((check) => this.#lengthOrPattern(check, x, hint, true))];
    return { test: (x) => `(${all(conditions(x))})` };
  }

  /** Length checks (strings in code points, arrays in items) and regex checks, as checks.js words them. */
  #lengthOrPattern(check: CheckDef, x: string, hint: string, isString: boolean): string {
    if (isString) this.#helpers.add('codePointLength');
    const length = isString ? `codePointLength(${x})` : `${x}.length`;
    switch (check.check) {
      case 'max_length':
        // A string of no more UTF-16 units than the maximum has no more code points either.
        return isString
          ? `(${x}.length <= ${literal(check['maximum'])} || ${length} <= ${literal(check['maximum'])})`
          : `${length} <= ${literal(check['maximum'])}`;
      case 'min_length':
        return `${length} >= ${literal(check['minimum'])}`;
      case 'length_equals':
        return `${length} === ${literal(check['length'])}`;
      case 'string_format': {
        if (!isString || check['format'] !== 'regex' || !(check['pattern'] instanceof RegExp)) {
          throw new Unsupported(`${hint}: ${String(check['format'])} format check`);
        }
        const constant = this.#name(`${hint}_pattern`);
        this.#constants.push(`const ${constant} = ${check['pattern'].toString()};`);
        // zod sets lastIndex to 0 before each test, so a global or sticky pattern starts over.
        return `((${constant}.lastIndex = 0), ${constant}.test(${x}))`;
      }
      default:
        throw new Unsupported(`${hint}: ${check.check} check on ${isString ? 'string' : 'array'}`);
    }
  }

  #number(def: Def, checks: CheckDef[], hint: string): Compiled {
    const numberFormat = (format: string, x: string): string[] => {
      const range = NUMBER_FORMAT_RANGES[format];
      if (!range) throw new Unsupported(`${hint}: number format ${format}`);
      // Number.isSafeInteger implies finite, integer and within the safe range.
      const conditions = format.includes('int') ? [`Number.isSafeInteger(${x})`] : [];
      const [min, max] = range;
      if (min > Number.MIN_SAFE_INTEGER || (!format.includes('int') && min > -Number.MAX_VALUE)) conditions.push(`${x} >= ${literal(min)}`);
      if (max < Number.MAX_SAFE_INTEGER || (!format.includes('int') && max < Number.MAX_VALUE)) conditions.push(`${x} <= ${literal(max)}`);
      return conditions;
    };
    const conditions = (x: string): string[] => {
      // zod's number refuses NaN and both infinities.
      const out = [`typeof ${x} === 'number'`, `Number.isFinite(${x})`];
      if (typeof def['format'] === 'string') out.push(...numberFormat(def['format'], x));
      for (const check of checks) {
        switch (check.check) {
          case 'number_format':
            out.push(...numberFormat(String(check['format'] ?? 'float64'), x));
            break;
          case 'greater_than':
          case 'less_than': {
            if (typeof check['value'] !== 'number') throw new Unsupported(`${hint}: ${check.check} of a ${typeof check['value']}`);
            const operator = check.check === 'greater_than' ? (check['inclusive'] ? '>=' : '>') : check['inclusive'] ? '<=' : '<';
            out.push(`${x} ${operator} ${literal(check['value'])}`);
            break;
          }
          default:
            throw new Unsupported(`${hint}: ${check.check} check on number`);
        }
      }
      return out;
    };
    return { test: (x) => `(${all(conditions(x))})` };
  }

  #union(def: Def, hint: string): Compiled {
    if (def['inclusive'] === false) throw new Unsupported(`${hint}: exclusive union`);
    if (def['discriminator'] !== undefined) throw new Unsupported(`${hint}: discriminated union`);
    const options = (def['options'] as Node[]).map((option, i) => this.#node(option, `${hint}_option${i}`));
    if (options.length === 1 && options[0]) return options[0];
    // zod takes the first option that passes, and its output.
    if (options.every(isTest)) return { test: (x) => anyOf(...options.map((option) => option.test(x))) };
    const fn = this.#name(hint);
    const lines: string[] = [];
    for (const [i, option] of options.entries()) {
      if (!isTest(option)) lines.push(`const option${i} = ${option.parse('value')};\nif (option${i} !== NOT_PARSED) return option${i};`);
      else if (option.test('value') !== 'true') lines.push(`if (${option.test('value')}) return value;`);
      // An option that takes anything ends the union: the ones after it are never tried.
      else break;
    }
    const last =
      options.findIndex((option) => isTest(option) && option.test('value') === 'true') === -1 ? 'return NOT_PARSED;' : 'return value;';
    this.#functions.push(`function ${fn}(value: unknown): unknown {\n${[...lines, last].join('\n')}\n}`);
    return { parse: (x) => `${fn}(${x})` };
  }

  #array(def: Def, checks: CheckDef[], hint: string): Compiled {
    const element = this.#node(def['element'] as Node, `${hint}_item`);
    const fn = this.#name(hint);
    const lengthChecks = checks.map((check) => this.#lengthOrPattern(check, 'list', hint, false));
    const item = `${readItem(element, 'list[i]')}\nout[i] = item;`;
    this.#functions.push(
      [
        `function ${fn}(value: unknown): unknown {`,
        'if (!Array.isArray(value)) return NOT_PARSED;',
        'const list = value as unknown[];',
        ...(lengthChecks.length ? [`if (!(${lengthChecks.join(' && ')})) return NOT_PARSED;`] : []),
        '// A fresh array of the same length, as zod builds it.',
        'const out: unknown[] = new Array<unknown>(list.length);',
        'for (let i = 0; i < list.length; i++) {',
        item,
        '}',
        'return out;',
        '}',
      ].join('\n'),
    );
    return { parse: (x) => `${fn}(${x})` };
  }

  /** One key: how zod's object writes it (handlePropertyResult and the JIT fast path agree). */
  #property(key: string, schema: Node, hint: string): string {
    const { optin, optout } = schema._zod;
    if (optin === 'defaulted') throw new Unsupported(`${hint}: a default`);
    const k = JSON.stringify(key);
    const compiled = this.#node(schema, hint);
    const read = readItem(compiled, `input[${k}]`);
    if (optin === undefined) {
      // Required: an absent key fails even when its schema would take undefined.
      return `if (!(${k} in input)) return NOT_PARSED;\n{\n${read}\nout[${k}] = item;\n}`;
    }
    if (optout === 'optional') {
      // Optional in and out: an absent key is left out, whatever its schema makes of undefined.
      return `if (${k} in input) {\n${read}\nout[${k}] = item;\n}`;
    }
    return `{\n${read}\nif (item !== undefined || ${k} in input) out[${k}] = item;\n}`;
  }

  #object(node: Node, hint: string): Compiled {
    const { def } = node._zod;
    const shape = def['shape'] as Record<string, Node>;
    if (Object.getOwnPropertySymbols(shape).length > 0) throw new Unsupported(`${hint}: symbol keys`);
    const keys = Object.keys(shape);
    const fn = this.#name(hint);
    const properties = keys
      // zod never writes a declared __proto__ into its output.
      .filter((key) => key !== '__proto__')
      .map((key) => this.#property(key, shape[key] as Node, `${hint}_${key}`));
    const catchall = def['catchall'] as Node | undefined;
    const lines = [
      `function ${fn}(value: unknown): unknown {`,
      "if (typeof value !== 'object' || value === null || Array.isArray(value)) return NOT_PARSED;",
      'const input = value as Record<string, unknown>;',
      'const out: Record<string, unknown> = {};',
      ...properties,
    ];
    if (catchall !== undefined) {
      const declared = this.#name(`${hint}_keys`);
      this.#constants.push(`const ${declared}: ReadonlySet<string> = new Set(${JSON.stringify(keys)});`);
      if (catchall._zod.def.type === 'never') {
        // Strict: any other key, an inherited enumerable one or __proto__ included, fails.
        lines.push(`for (const key in input) if (!${declared}.has(key)) return NOT_PARSED;`);
      } else {
        if (catchall._zod.optin === 'defaulted') throw new Unsupported(`${hint}: a defaulted catchall`);
        const compiled = this.#node(catchall, `${hint}_other`);
        const write = `${readItem(compiled, 'input[key]')}\nout[key] = item;`;
        // Other keys follow the declared ones in the input's order; __proto__ is never copied.
        lines.push(`for (const key in input) {\nif (${declared}.has(key) || key === '__proto__') continue;\n${write}\n}`);
      }
    }
    lines.push('return out;', '}');
    this.#functions.push(lines.join('\n'));
    return { parse: (x) => `${fn}(${x})` };
  }

  #record(def: Def, hint: string): Compiled {
    const keyType = def['keyType'] as Node;
    const keyDef = keyType._zod.def;
    // A plain string key accepts every string key; enumerable or checked keys have rules of their own.
    if (keyDef.type !== 'string' || keyDef['format'] !== undefined || keyDef['coerce'] || (keyDef.checks ?? []).length > 0) {
      throw new Unsupported(`${hint}: a record whose keys are not plain strings`);
    }
    const values = this.#node(def['valueType'] as Node, `${hint}_value`);
    this.#helpers.add('isPlainObject');
    const fn = this.#name(hint);
    const write = `${readItem(values, 'value[key]')}\nout[key] = item;`;
    // A symbol key fails a string key schema; a loose record passes it through unchecked.
    const symbol = def['mode'] === 'loose' ? 'out[key] = value[key];\ncontinue;' : 'return NOT_PARSED;';
    this.#functions.push(
      [
        `function ${fn}(value: unknown): unknown {`,
        'if (!isPlainObject(value)) return NOT_PARSED;',
        'const out: Record<PropertyKey, unknown> = {};',
        'for (const key of Reflect.ownKeys(value)) {',
        "if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;",
        `if (typeof key === 'symbol') {\n${symbol}\n}`,
        write,
        '}',
        'return out;',
        '}',
      ].join('\n'),
    );
    return { parse: (x) => `${fn}(${x})` };
  }
}
