import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';
import { ShieldZones } from '../../../emulator/shield/state.ts';

const emulator = useEmulator();
const shieldPath = (id: number | string) => `/shield/shield-zone/get-by-pullzone/${id}`;

async function run(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAgainst(emulator(), { operation: 'get-shield-zone', ...inputs }, options);
  return result;
}

describe('get-shield-zone, end to end', () => {
  it('reports a zone with the WAF on, and passes require-waf', async () => {
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn), 'require-waf': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ 'shield-zone-id': '8001', 'waf-enabled': 'true', 'learning-mode': 'false', status: '200' });
    const zone = JSON.parse(result.outputs['result'] ?? '') as Record<string, unknown>;
    expect(zone).toMatchObject({ shieldZoneId: 8001, pullZoneId: SEED.pullZoneWafOn, wafDisabledRules: ['920350'] });
    // Fields the API adds beyond the documented ones are passed through.
    expect(zone['wafExecutionMode']).toBe(1);
    expect(result.summary).toContain('✅ <strong>WAF is enabled</strong>');
    expect(result.stdout).toContain(`Pull zone ${SEED.pullZoneWafOn}: shield zone 8001, WAF enabled, learning mode off`);
  });

  it("keeps in result every member of the WAF engine's settings the API sent, as the configuration is the response's data", async () => {
    const entry = emulator().state.part(ShieldZones).zones.get(SEED.pullZoneWafOn);
    if (!entry) throw new Error('no shield zone');
    entry.zone['wafEngineConfig'] = [{ name: 'PARANOIA_LEVEL', valueEncoded: 'Mg==', description: 'a member the model does not name' }];
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn) });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    const zone = JSON.parse(result.outputs['result'] ?? '') as Record<string, unknown>;
    expect(zone['wafEngineConfig']).toEqual([
      { name: 'PARANOIA_LEVEL', valueEncoded: 'Mg==', description: 'a member the model does not name' },
    ]);
  });

  it('passes require-waf on an enabled WAF that blocks nothing (Log mode, learning mode), as the spec says, but warns and shows no ✅', async () => {
    const zone = () => {
      const entry = emulator().state.part(ShieldZones).zones.get(SEED.pullZoneWafOn);
      if (!entry) throw new Error('no shield zone');
      return entry.zone;
    };
    zone()['wafExecutionMode'] = 0;
    const logOnly = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn), 'require-waf': 'true' });
    expect(logOnly.exitCode).toBe(0);
    expect(logOnly.stdout).toContain(
      `::warning::The WAF of pull zone ${SEED.pullZoneWafOn} (shield zone 8001) blocks nothing: it is enabled in Log mode (wafExecutionMode 0), which logs attacks and blocks none. require-waf passes it, as it is enabled: it is no protection until it blocks`,
    );
    expect(logOnly.summary).not.toContain('✅');
    expect(logOnly.summary).toContain('⚠️ WAF is enabled, but blocks nothing');
    expect(logOnly.summary).toContain('<td>Execution mode</td><td>Log</td>');
    expect(logOnly.outputs).toMatchObject({ 'waf-enabled': 'true', 'learning-mode': 'false' });
    // Without require-waf the step only reads it, and says so.
    const read = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn) });
    expect(read.exitCode).toBe(0);
    expect(read.stdout).not.toContain('::warning::');
    expect(read.stdout).toContain('blocks nothing: it is enabled in Log mode');

    zone()['wafExecutionMode'] = 1;
    zone()['learningMode'] = true;
    zone()['learningModeUntil'] = '2030-01-01T00:00:00Z';
    const learning = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn), 'require-waf': 'true' });
    expect(learning.exitCode).toBe(0);
    expect(learning.stdout).toContain(
      'blocks nothing: it is in learning mode (until 2030-01-01T00:00:00Z), which logs what it would block.',
    );
    expect(learning.summary).not.toContain('✅');
    expect(learning.outputs).toMatchObject({ 'waf-enabled': 'true', 'learning-mode': 'true' });
  });

  it('fails require-waf when the WAF is off, outputs still set', async () => {
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOff), 'require-waf': 'true' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ 'shield-zone-id': '8002', 'waf-enabled': 'false', 'learning-mode': 'true' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ shieldZoneId: 8002, wafEnabled: false });
    expect(failureMessage(result)).toBe(
      `The WAF of pull zone ${SEED.pullZoneWafOff} (shield zone 8002) is disabled, and require-waf is true`,
    );
    expect(result.summary).toContain('❌ <strong>WAF is disabled, and require-waf is true</strong>');
  });

  it('reports a zone with the WAF off without failing when the WAF is not required', async () => {
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOff) });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ 'waf-enabled': 'false', 'learning-mode': 'true' });
    expect(result.stdout).toContain('learning mode on until 2030-01-01T00:00:00Z');
    expect(result.summary).not.toContain('❌');
  });

  it('asks again after 202 Accepted and reports the zone once it is ready', async () => {
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneNotReady), 'max-attempts': '3' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ 'shield-zone-id': '8003', 'waf-enabled': 'true', status: '200' });
    expect(emulator().requests.map((r) => r.status)).toEqual([202, 202, 200]);
    expect(result.stdout).toMatch(/202 Accepted \(attempt 1 of 3\); retrying/);
  });

  it('fails, never reports success, when the zone stays not ready', async () => {
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneNotReady), 'max-attempts': '2' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`the shield zone of pull zone ${SEED.pullZoneNotReady} is not ready yet`);
    expect(result.outputs['waf-enabled']).toBeUndefined();
    expect(result.outputs['result']).toBeUndefined();
    expect(result.outputs['status']).toBe('202');
  });

  it("shows the reason a 202 states, asking once: a 202 with an error is a refusal, not 'not ready'", async () => {
    emulator()
      .state.part(ShieldZones)
      .setError(SEED.pullZoneWafOn, { errorKey: 'shield.zone_locked', message: 'The zone is locked by billing.' });
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn), 'max-attempts': '3' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `The shield zone of pull zone ${SEED.pullZoneWafOn} could not be read: GET ${shieldPath(SEED.pullZoneWafOn)} answered 202 Accepted: The zone is locked by billing. (ErrorKey shield.zone_locked)`,
    );
    expect(emulator().requests.map((r) => r.status)).toEqual([202]);
    expect(result.stdout).not.toContain('retrying');
    expect(result.outputs['waf-enabled']).toBeUndefined();
    expect(result.outputs['status']).toBe('202');
  });

  it('shows the reason of a 202 in the AcceptedResult shape whose value is an error', async () => {
    emulator().inject({
      kind: 'status',
      path: '/shield/',
      status: 202,
      body: {
        location: null,
        value: { error: { errorKey: 'shield.pending_plan', message: 'No Shield plan on this zone.' } },
        formatters: [],
        contentTypes: [],
        declaredType: null,
        statusCode: 202,
      },
    });
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn), 'max-attempts': '3' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('No Shield plan on this zone. (ErrorKey shield.pending_plan)');
    expect(emulator().requests).toHaveLength(1);
  });

  it('fails clearly on a 404', async () => {
    const result = await run({ 'pull-zone-id': '9999' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `Pull zone 9999 has no shield zone, or does not exist (GET ${shieldPath(9999)} answered 404 Not Found: No shield zone exists for pull zone '9999'.)`,
    );
    expect(result.outputs['status']).toBe('404');
  });

  it('refuses a body without a configuration', async () => {
    emulator().inject({ kind: 'wrong-shape', path: '/shield/', body: { data: null } });
    const result = await run({ 'pull-zone-id': String(SEED.pullZoneWafOn) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('answered 200 OK but the body is not of the documented shape');
    expect(result.outputs['waf-enabled']).toBeUndefined();
  });

  it.each([
    [{ 'pull-zone-id': '' }, "Input 'pull-zone-id': is required"],
    [{ 'pull-zone-id': '2147483648' }, "Input 'pull-zone-id': got '2147483648'; expected a decimal integer from 1 to 2147483647"],
    [{ 'pull-zone-id': '3001', 'require-waf': 'on' }, "Input 'require-waf': got 'on'; expected true or false"],
  ])('refuses bad input before any request: %j', async (inputs, message) => {
    const result = await run(inputs);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });
});
