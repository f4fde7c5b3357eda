import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulatorPair } from '../support/e2e.ts';
import { SEED, seedAppConfig, type Emulator } from '../../emulator/server.ts';

/*
 * vitest runs the files of a worker in one module graph (isolate: false), so every emulator of
 * a worker lives in one process: an id counter kept in a module would be shared, and the reset
 * of one emulator would make another hand out an id it had already handed out.
 */

// Two emulators of their own, not the fixture's one: what is tested is what they must not share.
const pair = useEmulatorPair();
let first: Emulator;
let second: Emulator;
beforeAll(() => {
  [first, second] = pair();
});

async function send(emu: Emulator, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${emu.url}${path}`, {
    method,
    headers: { AccessKey: emu.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  const text = await res.text();
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

interface ReadTemplate {
  id: string;
  packageId: string;
  endpoints: Array<{ pullZoneId: string | null }>;
}

/** Every id a round of writes makes the emulator hand out: new containers (the seed's templates sent without ids), a DNS record, a secret, a release. */
async function newIds(emu: Emulator, round: number): Promise<string[]> {
  await send(emu, 'PUT', `/mc/apps/${SEED.appId}`, seedAppConfig());
  const app = (await (await fetch(`${emu.url}/mc/apps/${SEED.appId}`, { headers: { AccessKey: emu.apiKey } })).json()) as {
    containerTemplates: ReadTemplate[];
  };
  const containers = app.containerTemplates.flatMap((t) => [t.id, t.packageId, ...t.endpoints.map((e) => `pull-zone-${e.pullZoneId}`)]);
  const record = await send(emu, 'PUT', `/dnszone/${SEED.dnsZoneId}/records`, { Type: 0, Name: `r${round}`, Value: '192.0.2.1' });
  const secret = await send(emu, 'PUT', `/compute/script/${SEED.scriptWithRelease}/secrets`, { Name: `S${round}`, Secret: 'v' });
  const release = emu.state.publish(SEED.scriptWithRelease, `round ${round}`);
  return [...containers, `record-${String(record['Id'])}`, `secret-${String(secret['Id'])}`, `release-${String(release?.Id)}`];
}

/** The ids of the seed's two applications, handed out when the emulator was seeded. */
function seededContainerIds(emu: Emulator): string[] {
  return [...emu.state.apps.values()].flatMap((app) => app.templates.flatMap((t) => [t.id, t.packageId]));
}

describe('id counters', () => {
  it('belong to their emulator: the reset of one never makes another hand out an id twice', async () => {
    second.reset();
    const handedOut = seededContainerIds(second);
    handedOut.push(...(await newIds(second, 1)));
    first.reset();
    await newIds(first, 1);
    first.reset();
    handedOut.push(...(await newIds(second, 2)));

    expect(handedOut.filter((id, i) => handedOut.indexOf(id) !== i)).toEqual([]);
  });

  it('start again with the seed on reset, whatever another emulator handed out meanwhile', async () => {
    first.reset();
    second.reset();
    await newIds(second, 1);
    await newIds(second, 2);

    const afterReset = await newIds(first, 1);
    second.reset();
    expect(await newIds(second, 1)).toEqual(afterReset);
  });
});
