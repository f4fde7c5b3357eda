import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { runContract } from '../../scripts/contract.ts';
import { apiError, problem, problemWithErrors } from '../../emulator/http.ts';
import { describedAs, describedRequests } from '../../scripts/contract/coverage.ts';
import type { Method } from '../../scripts/contract/http.ts';
import { generateResponseParsers } from '../../scripts/generate-response-parsers.ts';
import { ERROR_BODY_PARSERS, NOT_PARSED, RESPONSE_PARSERS } from '../../src/api/models/response-parsers.generated.ts';
import { ERROR_BODY_SCHEMAS, RESPONSE_SCHEMAS } from '../../src/api/response-schemas.ts';
import { judge, mutations, randomValues, seededRandom, type Verdict } from '../support/parser-equivalence.ts';

type Parser = (value: unknown) => unknown;

/** What the emulator answered, by model: success bodies by their request's model, every error body as `errors`. */
interface Corpus {
  answers: Map<string, unknown[]>;
  errors: unknown[];
}

/**
 * The emulator's own answers: `npm run contract -- --write` against the bundled emulator sends
 * every request the action describes (its coverage check says so), and the answers it got are
 * taken as they came off the wire, each filed under the model of the request it answered.
 */
async function emulatorAnswers(): Promise<Corpus> {
  const described = describedRequests();
  const corpus: Corpus = { answers: new Map(), errors: [] };
  const seen = new Set<string>();
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return response;
    }
    const key = `${url.pathname} ${text}`;
    if (url.pathname.startsWith('/_emulator') || seen.has(key)) return response;
    seen.add(key);
    const method = (init?.method ?? 'GET') as Method;
    const model = describedAs(described, method, url.pathname)?.response;
    if (response.status >= 400) corpus.errors.push(body);
    else if (model !== undefined) corpus.answers.set(model, [...(corpus.answers.get(model) ?? []), body]);
    return response;
  };
  // Error bodies as the emulator words them: a run that goes well gets none.
  for (const answer of [
    apiError(400, 'dnsrecord.validation', 'Value', 'The value is not valid'),
    apiError(404, 'script.not_found', null, 'The requested script was not found'),
    problem(404, 'Application not found', '/mc/apps/x'),
    problemWithErrors(
      400,
      'One or more validation errors occurred.',
      'See errors',
      '/mc/apps/x',
      [
        { message: 'Required', field: 'name' },
        { message: 'Too long', field: null },
      ],
      'trace-1',
    ),
  ]) {
    corpus.errors.push(JSON.parse(answer.body));
  }
  // Shield's MVC result object, as its 202 and some errors come.
  corpus.errors.push(
    { location: null, value: null, formatters: [], contentTypes: [], declaredType: null, statusCode: 202 },
    {
      location: null,
      value: { error: { errorKey: 'shield.locked', message: 'Locked' } },
      formatters: [{}],
      contentTypes: ['application/json'],
      declaredType: 'Object',
      statusCode: 409,
    },
  );
  try {
    const run = await runContract({ env: {}, write: true, out: null, print: () => undefined, printError: () => undefined });
    expect(run.report?.coverage.missing ?? []).toEqual([]);
  } finally {
    globalThis.fetch = original;
  }
  return corpus;
}

/** Where the parser and zod disagree over `values`, each with its name; and the verdicts. */
function disagreements(
  parser: Parser,
  schema: z.ZodMiniType,
  values: Iterable<[string, unknown]>,
  notParsed: symbol = NOT_PARSED,
): { problems: string[]; verdicts: Verdict[] } {
  const problems: string[] = [];
  const verdicts: Verdict[] = [];
  for (const [name, value] of values) {
    const verdict = judge(parser, schema, notParsed, value);
    verdicts.push(verdict);
    if (verdict.problem !== undefined && problems.length < 10) problems.push(`${name}: ${verdict.problem}`);
  }
  return { problems, verdicts };
}

/** Each body, every mutation one step from it, and random chains of mutations from a seed. */
function* valuesFrom(bodies: readonly unknown[], others: readonly unknown[], seed: number, count: number): Generator<[string, unknown]> {
  for (const [i, body] of bodies.entries()) {
    yield [`answer ${i}`, body];
    for (const [name, apply] of mutations(body)) yield [`answer ${i}, ${name}`, apply(body)];
  }
  for (const [i, other] of others.entries()) yield [`another model's answer ${i}`, other];
  for (const root of [null, undefined, [], 'x', 1, true, {}])
    yield [`a body that is ${root === undefined ? 'undefined' : JSON.stringify(root)}`, root];
  yield* randomValues([...bodies, ...others], count, seededRandom(seed));
}

const SEED = 20261125;

describe('the generated parsers return what zod returns, on every answer of the emulator and mutations of it', () => {
  let corpus: Corpus;
  beforeAll(async () => {
    corpus = await emulatorAnswers();
  }, 60_000);

  /** The models the generator leaves to zod, each for a node it cannot reproduce (see the generated file). */
  const LEFT_TO_ZOD: readonly string[] = ['auditLogPage'];
  const models = (Object.keys(RESPONSE_SCHEMAS) as Array<keyof typeof RESPONSE_SCHEMAS>).filter((model) => !LEFT_TO_ZOD.includes(model));

  it('leaves to zod only the models whose schemas it cannot compile exactly', async () => {
    const { refused } = await generateResponseParsers();
    expect([...refused.keys()]).toEqual(LEFT_TO_ZOD);
    expect(refused.get('auditLogPage')).toContain('custom');
    expect(RESPONSE_PARSERS.auditLogPage({ Logs: [], HasMoreData: false })).toBe(NOT_PARSED);
  });

  for (const model of models) {
    it(`${model}: the same verdict and output as zod`, async () => {
      const schema = (await RESPONSE_SCHEMAS[model]()) as z.ZodMiniType;
      const parser = RESPONSE_PARSERS[model] as Parser;
      const bodies = corpus.answers.get(model) ?? [];
      // Every model has answers of the emulator to start from, and every one of them is right.
      expect(bodies.length, `no answer of the emulator for ${model}`).toBeGreaterThan(0);
      for (const body of bodies) expect(judge(parser, schema, NOT_PARSED, body)).toEqual({ fast: 'value', zod: 'success' });

      const others = [...corpus.answers].filter(([other]) => other !== model).flatMap(([, list]) => list.slice(0, 2));
      const { problems, verdicts } = disagreements(parser, schema, valuesFrom(bodies, [...others, ...corpus.errors], SEED, 400));
      expect(problems).toEqual([]);
      // The values were worth trying: many of them right, many wrong.
      expect(verdicts.filter((v) => v.zod === 'success').length).toBeGreaterThan(bodies.length);
      expect(verdicts.filter((v) => v.zod === 'failure').length).toBeGreaterThan(bodies.length);
    });
  }

  for (const model of Object.keys(ERROR_BODY_SCHEMAS) as Array<keyof typeof ERROR_BODY_SCHEMAS>) {
    it(`error body ${model}: the same verdict and output as zod`, async () => {
      const schema = (await ERROR_BODY_SCHEMAS[model]()) as z.ZodMiniType;
      const parser = ERROR_BODY_PARSERS[model] as Parser;
      const right = corpus.errors.filter((body) => schema.safeParse(body).success);
      expect(right.length, `no error body of the emulator reads as ${model}`).toBeGreaterThan(0);
      const others = [...corpus.answers.values()].flatMap((list) => list.slice(0, 1));
      const { problems } = disagreements(parser, schema, valuesFrom(right.slice(0, 10), others, SEED, 300));
      expect(problems).toEqual([]);
    });
  }
});

/**
 * Every kind of node the generator compiles, beyond what today's models use, compiled from
 * schemas of this test and held against zod the same way.
 */
describe('the generator, on every node it compiles', () => {
  const Item = z.object({ id: z.number(), label: z.optional(z.string()) });
  const Everything = z.strictObject({
    name: z.string().check(z.minLength(2), z.maxLength(5)),
    code: z.string().check(z.length(3)),
    slug: z.string().check(z.regex(/^[a-z]+$/g)),
    count: z.int().check(z.minimum(0), z.maximum(10)),
    ratio: z.number().check(z.gt(0), z.lt(1)),
    small: z.int32(),
    kind: z.literal(['a', 'b', 1, null]),
    mode: z.enum(['on', 'off']),
    flag: z.optional(z.boolean()),
    nothing: z.null(),
    tags: z.nullish(z.array(z.string()).check(z.minLength(1), z.maxLength(2))),
    meta: z.record(z.string(), z.number()),
    either: z.union([z.string(), Item, z.array(z.number())]),
    anything: z.unknown(),
    maybe: z.optional(z.unknown()),
    loose: z.looseObject({ a: z.number() }),
    typed: z.catchall(z.object({ a: z.number() }), z.string()),
    nested: z.nullable(z.object({ deep: z.array(z.union([z.number(), z.null()])), item: z.nullish(Item) })),
  });
  const EVERYTHING = {
    name: 'abc',
    code: 'x\u{1F600}y',
    slug: 'abc',
    count: 3,
    ratio: 0.5,
    small: -7,
    kind: 'a',
    mode: 'on',
    flag: true,
    nothing: null,
    tags: ['t'],
    meta: { a: 1, b: 2 },
    either: { id: 1, label: 'l' },
    anything: { any: ['thing'] },
    maybe: 'm',
    loose: { a: 1, b: 'kept' },
    typed: { a: 1, b: 'string' },
    nested: { deep: [1, null], item: { id: 2 } },
  };
  const REFUSED = {
    refine: z.object({ a: z.string().check(z.refine((value) => value.length > 1)) }),
    transform: z.object({
      a: z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
    }),
    defaulted: z.object({ a: z._default(z.string(), 'x') }),
    caught: z.object({ a: z.catch(z.string(), 'x') }),
    custom: z.array(z.custom<string>((value) => typeof value === 'string')),
    email: z.object({ a: z.email() }),
  };

  let parsers: Record<string, Parser>;
  let notParsed: symbol;
  let refused: Map<string, string>;
  beforeAll(async () => {
    const generated = await generateResponseParsers(
      new Map([['PARSERS', new Map<string, z.ZodMiniType>([['everything', Everything], ...Object.entries(REFUSED)])]]),
      {
        types: false,
        origin: 'the schemas of test/unit/response-parsers.test.ts',
      },
    );
    refused = generated.refused;
    const file = join(await mkdtemp(join(tmpdir(), 'response-parsers-')), 'parsers.generated.ts');
    await writeFile(file, generated.source);
    const generatedModule = (await import(pathToFileURL(file).href)) as { PARSERS: Record<string, Parser>; NOT_PARSED: symbol };
    parsers = generatedModule.PARSERS;
    notParsed = generatedModule.NOT_PARSED;
  });

  it('compiles each kind of node exactly: the same verdict and output as zod', () => {
    expect(Everything.safeParse(EVERYTHING).success).toBe(true);
    const parser = parsers['everything'] as Parser;
    const { problems, verdicts } = disagreements(parser, Everything, valuesFrom([EVERYTHING], [], SEED, 3000), notParsed);
    expect(problems).toEqual([]);
    expect(verdicts.filter((v) => v.fast === 'value').length).toBeGreaterThan(100);
  });

  it('leaves to zod, and says why, every schema with a node it cannot reproduce', () => {
    expect(Object.fromEntries(refused)).toEqual({
      refine: 'refine_a: custom check on string',
      transform: 'transform_a: pipe',
      defaulted: 'defaulted_a: a default',
      caught: 'caught_a: catch',
      custom: 'custom_item: custom',
      email: 'email_a: string format email',
    });
    for (const [name, schema] of Object.entries(REFUSED)) {
      const right = { refine: { a: 'ab' }, transform: { a: 'ab' }, defaulted: {}, caught: { a: 1 }, custom: ['a'], email: { a: 'a@b.co' } }[
        name
      ];
      expect(schema.safeParse(right).success, name).toBe(true);
      expect((parsers[name] as Parser)(right), name).toBe(notParsed);
    }
  });
});
