import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Application } from '../../emulator/read-models/index.ts';
import { compareShapes, documentedNotSent, documentedShape, schemaIssues, shapeOf, undocumented } from '../../scripts/contract/shape.ts';

describe('contract shapes', () => {
  it('walks a JSON answer into member paths and JSON types, arrays merged over their items, no values', () => {
    const shape = shapeOf({ Id: 1, Name: 'secret-looking value', Records: [{ Value: 'a' }, { Value: null, Ttl: 300 }], Empty: [] });
    expect(Object.fromEntries([...shape].map(([path, types]) => [path, [...types].sort()]))).toEqual({
      '': ['object'],
      Id: ['number'],
      Name: ['string'],
      Records: ['array'],
      'Records[]': ['object'],
      'Records[].Value': ['null', 'string'],
      'Records[].Ttl': ['number'],
      Empty: ['array'],
    });
    expect(JSON.stringify([...shape.keys()])).not.toContain('secret-looking value');
  });

  it('shows keys that look like data as *, and the keys of a documented map as *', () => {
    const shape = shapeOf({ 'api.example.com': 1, chart: { DE: 1, UK: 2 } }, new Set(['chart']));
    expect([...shape.keys()]).toEqual(['', '*', 'chart', 'chart.*']);
  });

  it('reports a member only one side sent, with what it held, and a type difference', () => {
    const platform = shapeOf({ a: 1, added: { x: 'y', list: [1] }, pullZoneId: '3001' });
    const emulator = shapeOf({ a: 1, extra: true, pullZoneId: 3001 });
    const { differences } = compareShapes(platform, emulator);
    expect(differences).toEqual([
      {
        kind: 'platform-only',
        member: 'added',
        platform: 'object',
        emulator: '-',
        below: ['added.x: string', 'added.list: array', 'added.list[]: number'],
      },
      { kind: 'emulator-only', member: 'extra', platform: '-', emulator: 'boolean' },
      { kind: 'type', member: 'pullZoneId', platform: 'string', emulator: 'number' },
    ]);
  });

  it('does not compare below a null or an empty array on the other side, and notes a null only one side sent', () => {
    const platform = shapeOf({ geo: { City: 'x' }, items: [{ a: 1 }], note: null });
    const emulator = shapeOf({ geo: null, items: [], note: 'text' });
    const { differences, notes } = compareShapes(platform, emulator);
    expect(differences).toEqual([]);
    expect(notes.map((n) => `${n.kind} ${n.member}`).sort()).toEqual([
      'not-compared geo.City',
      'not-compared items[]',
      'null-on-one-side geo',
      'null-on-one-side note',
    ]);
  });

  it('finds documented members an answer never carries, and members the documents do not name', () => {
    const schema = z.looseObject({
      a: z.string(),
      b: z.looseObject({ c: z.number(), d: z.number().optional() }).nullish(),
      e: z.array(z.looseObject({ f: z.string() })),
    });
    const documented = documentedShape(schema);
    const sent = shapeOf({ a: 'x', b: { c: 1, z: 2 }, e: [], extra: 1 }, documented.maps);
    expect(documentedNotSent(documented.shape, sent)).toEqual(['b.d']);
    expect(undocumented(documented.shape, sent)).toEqual(['b.z', 'extra']);
  });

  it('documents every member of the application read model, provisioningType included', () => {
    const { shape, maps } = documentedShape(Application);
    expect(shape.get('regionSettings.provisioningType')).toEqual(new Set(['string', 'null']));
    expect(shape.has('containerTemplates[].endpoints[].stickySessions.cookieName')).toBe(true);
    expect(shape.has('terminationGracePeriodSeconds')).toBe(false);
    expect(maps.size).toBe(0);
  });

  it('names the member and what was expected when an answer does not fit, never the value', () => {
    const issues = schemaIssues(Application, {
      id: 'app-1',
      name: 'x',
      status: 'Active',
      runtimeType: 'shared',
      regionSettings: { allowedRegionIds: [], requiredRegionIds: [], provisioningType: 'value-that-leaks' },
      containerTemplates: [],
      containerInstances: [],
      volumes: [{ name: 'v', size: 'big-value-that-leaks' }],
    });
    expect(issues.map((i) => i.member)).toEqual(['regionSettings.provisioningType', 'volumes[].size']);
    expect(JSON.stringify(issues)).not.toMatch(/leaks/);
  });
});
