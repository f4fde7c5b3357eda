import { describe, expect, it } from 'vitest';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { SITE_ZONE, seedSite, siteSecrets, siteZone } from '../../support/site.ts';
import { loseRuleDeletes } from '../../support/lost-rule-deletes.ts';
import { PRODUCTION_DESCRIPTION, previewDescription } from '../../../src/platform/pull-zones/site-rules.ts';
import { pullRequestEnvironment, withGitHub } from '../../support/pull-request-step.ts';
import { newHostname } from '../../../emulator/pull-zones/pull-zone.ts';

const emulator = useEmulator();
const remove = (inputs: Record<string, string> = {}) =>
  runAgainst(
    emulator(),
    { operation: 'remove-site-preview', 'pull-zone-id': String(SITE_ZONE), 'preview-hostname': 'pr-7.site.example', ...inputs },
    { secrets: siteSecrets(emulator()) },
  );

describe('remove-site-preview', () => {
  it('never prints the credentials a preview-hostname holds as user:password@, whatever else is wrong with it', async () => {
    const password = 'Xk9-ftp-pass-7Qw2';
    const run = await runAgainst(
      emulator(),
      {
        operation: 'remove-site-preview',
        'pull-zone-id': String(SITE_ZONE),
        'preview-hostname': `https://ci:${password}@pr-7.site.example`,
      },
      // runAgainst fails the test when any part of a listed secret is visible anywhere.
      { secrets: [...siteSecrets(emulator()), password] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'preview-hostname': holds credentials (user:password@)");
    expect(emulator().requests).toHaveLength(0);
  });

  it("removes the preview's hostname and rule, never writing production's; a re-run finds nothing and succeeds", async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2', 'pr-8.site.example': 'v3' }, foreign: true });
    const foreign = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === 'hand-made: block wp-admin');
    const first = await remove();
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['removed']).toBe('true');
    const zone = siteZone(emulator());
    expect(zone.EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription('pr-7.site.example'));
    expect(zone.EdgeRules.map((rule) => rule.Description)).toContain(previewDescription('pr-8.site.example'));
    expect(zone.Hostnames.map((host) => host.Value)).not.toContain('pr-7.site.example');
    const production = zone.EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    expect(production?.ActionParameter3).toBe('/deploys/v1/');
    expect(emulator().state.ruleWrites.map((write) => write.description)).not.toContain(PRODUCTION_DESCRIPTION);
    expect(emulator().state.ruleWrites.map((write) => write.kind)).toEqual(['remove-hostname', 'delete']);
    // A rule the action did not make is left exactly as it was.
    expect(zone.EdgeRules.find((rule) => rule.Description === 'hand-made: block wp-admin')).toEqual(foreign);
    expect(emulator().state.ruleWrites.every((write) => !write.concurrent)).toBe(true);

    const again = await remove();
    expect(again.exitCode).toBe(0);
    expect(again.outputs['removed']).toBe('false');
    expect(again.stdout).toContain('gone from pull zone');
  });

  it('keeps the hostname with remove-hostname: false', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    const result = await remove({ 'remove-hostname': 'false' });
    expect(result.exitCode).toBe(0);
    expect(siteZone(emulator()).Hostnames.map((host) => host.Value)).toContain('pr-7.site.example');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription('pr-7.site.example'));
  });

  it("with remove-hostname: false, fails naming production's hostname and the rule it looked for; a re-run after a preview closed so removes nothing and says why", async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    const before = JSON.stringify(siteZone(emulator()));
    const mistyped = await remove({ 'preview-hostname': 'www.site.example', 'remove-hostname': 'false' });
    expect(mistyped.exitCode, mistyped.stdout).toBe(1);
    expect(failureMessage(mistyped)).toContain('the hostname www.site.example is on pull zone');
    expect(failureMessage(mistyped)).toContain(`looked for the rule '${previewDescription('www.site.example')}'`);
    expect(mistyped.outputs['removed']).toBe('false');
    expect(emulator().state.ruleWrites).toEqual([]);
    expect(JSON.stringify(siteZone(emulator()))).toBe(before);

    const first = await remove({ 'remove-hostname': 'false' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['removed']).toBe('true');
    // The hostname stayed; its rule is gone: a re-run succeeds, not failing as for production's hostname.
    const again = await remove({ 'remove-hostname': 'false' });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['removed']).toBe('false');
    // A hostname added by hand looks the same: the warning says both, never "the preview is gone" alone.
    expect(again.stdout).toContain('a preview already closed, or a hostname that is not a preview');
    expect(again.stdout).not.toContain('gone from pull zone');
  });

  it('with remove-hostname: false, a hostname on the zone without a preview rule is not silent: it warns naming the hostname and the rule, removes nothing, and purges', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    // Added by hand, for something else: production's rule does not answer for it.
    siteZone(emulator()).Hostnames.push(newHostname('shop.site.example', false, true));
    const before = JSON.stringify(siteZone(emulator()));
    const warning = `::warning::pull zone ${SITE_ZONE} has the hostname shop.site.example but no preview rule of this action for it (looked for the rule '${previewDescription('shop.site.example')}'): a preview already closed, or a hostname that is not a preview`;
    const dry = await remove({ 'preview-hostname': 'shop.site.example', 'remove-hostname': 'false', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain(warning);
    const run = await remove({ 'preview-hostname': 'shop.site.example', 'remove-hostname': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['removed']).toBe('false');
    expect(run.stdout).toContain(warning);
    expect(run.stdout).toContain('It is not removed (remove-hostname is false)');
    // Not called a preview gone already, which the warning just said it may not be.
    expect(dry.stdout).not.toContain('The preview shop.site.example is gone from pull zone');
    expect(run.stdout).not.toContain('The preview shop.site.example is gone from pull zone');
    expect(run.summary).toContain('no preview rule of this action for shop.site.example');
    expect(run.summary).not.toContain('is gone already');
    expect(emulator().state.ruleWrites).toEqual([]);
    expect(JSON.stringify(siteZone(emulator()))).toBe(before);
    // The purge a re-run owes a preview closed by an earlier run whose purge failed: the step cannot tell the two apart.
    expect(emulator().state.purges.map((purge) => (purge.kind === 'url' ? purge.url : purge.kind))).toEqual([
      'https://shop.site.example/*',
    ]);
  });

  it('a dry run of a hostname that is not a preview fails as the run does, showing no change', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    const before = JSON.stringify(siteZone(emulator()));
    const dry = await remove({ 'preview-hostname': 'www.site.example', 'dry-run': 'true' });
    const run = await remove({ 'preview-hostname': 'www.site.example' });
    expect(dry.exitCode, dry.stdout).toBe(1);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
    expect(dry.summary).toContain('Dry run: www.site.example is not a preview of this action');
    for (const { stdout } of [dry, run]) expect(stdout).not.toMatch(/^(Would|Will) /m);
    expect(dry.outputs['removed']).toBe('false');
    expect(dry.outputs['result']).toBeUndefined();
    expect(emulator().state.ruleWrites).toEqual([]);
    expect(JSON.stringify(siteZone(emulator()))).toBe(before);
  });

  it('a dry run with the key shows the changes and writes nothing', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    const before = JSON.stringify(siteZone(emulator()));
    const result = await remove({ 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`Would delete the rule '${previewDescription('pr-7.site.example')}'`);
    expect(JSON.stringify(siteZone(emulator()))).toBe(before);
    expect(emulator().requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('refuses a preview-hostname that is not a host name, before any request', async () => {
    const result = await remove({ 'preview-hostname': 'https://pr-7.site.example/' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('preview-hostname');
    expect(emulator().requests).toHaveLength(0);
  });

  it("a purge of the preview's URLs answered 200 whose body never arrives is a purge done, with a warning", async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    emulator().state.purgeAnswer = 200;
    emulator().inject({ kind: 'stall-body', path: '/purge', times: Infinity });
    const run = await remove({ 'remove-hostname': 'false', 'timeout-seconds': '1' });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(emulator().state.purges.map((purge) => (purge.kind === 'url' ? purge.url : purge.kind))).toContain(
      'https://pr-7.site.example/*',
    );
    expect(run.stdout).toContain('the API answered 200, though its answer could not be read whole');
  });

  it('when the rule delete fails after the hostname went, sets result (removed false: the rule is still there), says what is done and not, and a re-run finishes', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    emulator().inject({ kind: 'status', status: 400, body: { ErrorKey: 'x', Message: 'boom' }, method: 'DELETE', path: '/edgerules/' });
    const run = await remove();
    expect(run.exitCode).toBe(1);
    expect(siteZone(emulator()).Hostnames.map((host) => host.Value)).not.toContain('pr-7.site.example');
    expect(run.outputs['removed']).toBe('false');
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toEqual({
      removed: false,
      hostname: 'pr-7.site.example',
      changes: ['remove the hostname pr-7.site.example from the pull zone'],
    });
    const message = failureMessage(run);
    expect(message).toContain('boom');
    expect(message).toContain(
      'The preview pr-7.site.example is removed only in part: done: remove the hostname pr-7.site.example from the pull zone; not done: delete the rule',
    );
    expect(message).toContain('Run the step again, which removes what is left');

    const again = await remove();
    expect(again.exitCode, failureMessage(again)).toBe(0);
    expect(again.outputs['removed']).toBe('true');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription('pr-7.site.example'));
  });

  it("when the platform loses the rule deletes to another pull request's overlapping write, says only the hostname is done: removed is false, the rule is left to a re-run", async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2', 'pr-8.site.example': 'v3' } });
    const lost = loseRuleDeletes(emulator(), 2);
    const run = await remove();
    expect(lost.stage()).toBe('done');
    expect(await lost.otherStatus()).toBe(201);
    expect(
      emulator()
        .state.ruleWrites.filter((write) => write.concurrent)
        .map((write) => write.kind),
    ).toEqual(['delete', 'delete']);
    expect(run.exitCode).toBe(1);
    expect(siteZone(emulator()).Hostnames.map((host) => host.Value)).not.toContain('pr-7.site.example');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).toContain(previewDescription('pr-7.site.example'));
    expect(run.outputs['removed']).toBe('false');
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toEqual({
      removed: false,
      hostname: 'pr-7.site.example',
      changes: ['remove the hostname pr-7.site.example from the pull zone'],
    });
    const message = failureMessage(run);
    expect(message).toContain(`still does not show 'delete the rule '${previewDescription('pr-7.site.example')}'`);
    expect(message).toContain('after 2 writes: another writer is changing its rules at the same time');
    expect(message).toContain('(the platform loses one of two rule writes that overlap). It was written twice and not a third time');
    expect(message).toContain(
      `The preview pr-7.site.example is removed only in part: done: remove the hostname pr-7.site.example from the pull zone; not done: delete the rule '${previewDescription('pr-7.site.example')}'`,
    );
    expect(message).toContain('Run the step again, which removes what is left');
    expect(message).not.toContain('Nothing was removed');
    expect(run.stdout.match(/^Done: /gm)).toEqual(['Done: ']);

    emulator().setRequestHook(undefined);
    const again = await remove();
    expect(again.exitCode, failureMessage(again)).toBe(0);
    expect(again.outputs['removed']).toBe('true');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription('pr-7.site.example'));
  });

  it('a rule delete the platform lost once is written again and listed once; one it keeps losing with nothing else to remove removes nothing, saying so, removed false', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2', 'pr-8.site.example': 'v3' } });
    loseRuleDeletes(emulator(), 1);
    const once = await remove();
    expect(once.exitCode, failureMessage(once)).toBe(0);
    expect(
      emulator()
        .state.ruleWrites.filter((write) => write.concurrent)
        .map((write) => write.kind),
    ).toEqual(['delete']);
    expect(JSON.parse(once.outputs['result'] ?? '{}')).toEqual({
      removed: true,
      hostname: 'pr-7.site.example',
      changes: ['removed the hostname pr-7.site.example', expect.stringMatching(/^delete the rule '.+' \(.+\)$/)],
    });

    loseRuleDeletes(emulator(), 2);
    const kept = await remove({ 'preview-hostname': 'pr-8.site.example', 'remove-hostname': 'false' });
    expect(kept.exitCode).toBe(1);
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).toContain(previewDescription('pr-8.site.example'));
    // Known on failure, as action.yml says: unset would pass `not.toBe('true')` too.
    expect(kept.outputs['removed']).toBe('false');
    expect(failureMessage(kept)).toContain(
      'It was written twice and not a third time. Nothing was removed: run the step again, which reads the zone again',
    );
  });
});

describe('remove-site-preview with a {pr} hostname that the number makes too long', () => {
  it('fails naming preview-hostname before any request, never succeeding with the preview left in place', async () => {
    seedSite(emulator(), { production: 'v1', previews: { 'pr-7.site.example': 'v2' } });
    const before = JSON.stringify(siteZone(emulator()));
    await withGitHub(async (github) => {
      const env = await pullRequestEnvironment(github, { number: 123 });
      // 62 characters with {pr} as one digit, as the template is checked; 64 with #123.
      const result = await runAgainst(
        emulator(),
        {
          operation: 'remove-site-preview',
          'pull-zone-id': String(SITE_ZONE),
          'preview-hostname': `pr-{pr}-${'a'.repeat(57)}.site.example`,
          'github-token': github.writeToken,
        },
        { env, secrets: [...siteSecrets(emulator()), github.writeToken] },
      );
      expect(result.exitCode, result.stdout).toBe(1);
      expect(failureMessage(result)).toContain("Input 'preview-hostname': holds {pr}: with pull request #123");
      expect(failureMessage(result)).toContain('64 characters, longer than 63');
      expect(result.outputs['removed']).not.toBe('false');
      expect(github.requests).toEqual([]);
    });
    expect(emulator().requests).toHaveLength(0);
    expect(JSON.stringify(siteZone(emulator()))).toBe(before);
  });
});
