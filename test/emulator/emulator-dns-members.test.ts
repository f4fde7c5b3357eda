import { describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { DnsZones } from '../../emulator/dns/state.ts';
import { useEmulator } from '../support/e2e.ts';

const emulator = useEmulator();
const zone = SEED.emptyDnsZoneId;

async function add(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${emulator().url}/dnszone/${zone}/records`, {
    method: 'PUT',
    headers: { AccessKey: emulator().apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ Name: 'm', ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

describe('emulator: which record type keeps which member', () => {
  it('reads a member back only for a type that keeps it, by default (the harsher reading)', async () => {
    const cname = await add({
      Type: 2,
      Value: 'x.example.net',
      Weight: 5,
      Priority: 3,
      Port: 80,
      Flags: 1,
      Tag: 'issue',
      PullZoneId: 3001,
    });
    expect(cname).toMatchObject({ Weight: 0, Priority: 0, Port: 0, Flags: 0, Tag: null, LinkName: null });
    const srv = await add({ Type: 8, Value: 'sip.example.net', Weight: 5, Priority: 3, Port: 5060 });
    expect(srv).toMatchObject({ Weight: 5, Priority: 3, Port: 5060 });
    expect(await add({ Type: 0, Value: '192.0.2.1', Weight: 7 })).toMatchObject({ Weight: 7 });
    expect(await add({ Type: 7, Value: 'p.b-cdn.net', PullZoneId: 3001 })).toMatchObject({ LinkName: '3001' });
    expect(await add({ Type: 9, Value: 'ca.example', Flags: 128, Tag: 'issue' })).toMatchObject({ Flags: 128, Tag: 'issue' });
  });

  it('keeps whatever was sent with keepsEveryMember (the kinder reading)', async () => {
    emulator().state.part(DnsZones).behaviour.keepsEveryMember = true;
    const cname = await add({ Type: 2, Value: 'x.example.net', Weight: 5, Priority: 3, PullZoneId: 3001 });
    expect(cname).toMatchObject({ Weight: 5, Priority: 3, LinkName: '3001' });
  });
});
