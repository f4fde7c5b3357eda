import { describe, expect, it } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { emulatorSecrets, findLeaks, LEAK_WINDOW, stepSecrets } from '../support/leak-scanner.ts';
import type { ActionRun } from '../support/run-action.ts';

/* The harness's leak check (every runAgainst applies it): a part of a secret is a leak too. */
const SECRET = 'Hq4v-Zr8k-Wm2x-Tp6c';

function step(text: string, where: 'stdout' | 'summary' | 'output' | 'stderr'): ActionRun {
  return {
    exitCode: 0,
    stdout: where === 'stdout' ? `::add-mask::${SECRET}\nline: ${text}\n` : `::add-mask::${SECRET}\n`,
    stderr: where === 'stderr' ? text : '',
    outputs: where === 'output' ? { result: text } : {},
    summary: where === 'summary' ? `<p>${text}</p>` : '',
    durationMs: 0,
    workspace: '',
  };
}

describe('findLeaks', () => {
  for (const where of ['stdout', 'summary', 'output', 'stderr'] as const) {
    it(`finds ${LEAK_WINDOW} characters of a secret in ${where}, wherever they were cut from`, () => {
      for (const at of [0, 5, SECRET.length - LEAK_WINDOW]) {
        const part = SECRET.slice(at, at + LEAK_WINDOW);
        expect(findLeaks(step(`excerpt …${part}… cut`, where), [SECRET]).join('\n')).toContain(
          `${JSON.stringify(part)} of a secret of length ${SECRET.length}`,
        );
      }
    });
  }

  it('finds a part in its JSON-escaped form, and a short secret whole', () => {
    const quoted = 'Qz"7\\vW3"xR9k';
    expect(findLeaks(step(JSON.stringify({ a: quoted.slice(2) }), 'output'), [quoted])).not.toEqual([]);
    expect(findLeaks(step('the pin is 4829', 'stdout'), ['4829'])).not.toEqual([]);
  });

  it('finds a part in the form the job summary escapes it to, counting characters of the secret', () => {
    const html = 'Kp&7"wQ<z>9\'mR4';
    // `"wQ<z>9'm`, eight characters of it, as escapeHtml writes them.
    expect(findLeaks(step('&quot;wQ&lt;z&gt;9&#39;m', 'summary'), [html])).not.toEqual([]);
    // Eight characters of the escaped text, but only three of the secret (`e "` of `sure "double"`): no leak.
    expect(findLeaks(step('HTML page &quot;text&quot;', 'summary'), ['100%-sure "double" quoted'])).toEqual([]);
  });

  it('lets fewer characters of a secret pass, and the masking lines the runner consumes', () => {
    expect(findLeaks(step(`a part ${SECRET.slice(3, 3 + LEAK_WINDOW - 1)} is too short to tell`, 'stdout'), [SECRET])).toEqual([]);
    expect(findLeaks(step('nothing', 'stdout'), [SECRET])).toEqual([]);
  });
});

describe('the secrets every step is checked for', () => {
  const planted = (secret: string, at = 3): ActionRun => step(`… ${secret.slice(at, at + LEAK_WINDOW)} …`, 'stdout');

  it("gathers the step's secret inputs, the variables its secrets and headers read, the OIDC request token and a proxy's credentials", () => {
    const inputs = {
      'api-key': 'api-key-0123456789abcdef',
      'storage-password': 'storage-pw-0123456789ab',
      'deployment-key': 'deploy-key-0123456789ab',
      'github-token': 'ghs_token0123456789abcd',
      'secret-value': 'secret-value-0123456789',
      secrets: 'DB_URL\nSESSION=SESSION_SOURCE\n',
      headers: 'Authorization=PROBE_TOKEN',
    };
    const env = {
      DB_URL: 'postgres://db-secret-0123',
      SESSION_SOURCE: 'session-secret-012345',
      PROBE_TOKEN: 'probe-token-0123456789',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0123',
      HTTPS_PROXY: 'http://proxyuser:proxy-pass-0123@proxy:3128',
    };
    const gathered = stepSecrets(inputs, env);
    const expected = [
      ...Object.values(inputs).slice(0, 5),
      env.DB_URL,
      env.SESSION_SOURCE,
      env.PROBE_TOKEN,
      env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
      'proxy-pass-0123',
    ];
    for (const secret of expected) {
      expect(gathered).toContain(secret);
      // A planted part of each is found: the check can fail for every kind.
      expect(findLeaks(planted(secret), gathered)).not.toEqual([]);
    }
  });

  it("gathers database-token and database-url's credentials", () => {
    const inputs = { 'database-token': 'db-token-0123456789abcdef', 'database-url': 'libsql://dbuser:db-pass-0123456@db.lite.bunnydb.net' };
    const gathered = stepSecrets(inputs);
    for (const secret of [inputs['database-token'], 'dbuser:db-pass-0123456', 'db-pass-0123456']) {
      expect(gathered).toContain(secret);
      expect(findLeaks(planted(secret), gathered)).not.toEqual([]);
    }
    expect(stepSecrets({ 'database-url': 'https://u:https-pass-0123@db.lite.bunnydb.net' })).toContain('https-pass-0123');
  });

  it('gathers every secret of the emulator: storage passwords, deployment keys and each credential a request carried', () => {
    const oidcToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvIn0.c2lnbmF0dXJl';
    const source = {
      requests: [{ headers: { githubtoken: oidcToken } }, { headers: { authorization: 'Bearer bearer-token-0123456' } }],
      state: {
        storage: { zones: new Map([['site', { password: 'zone-password-0123456', readOnlyPassword: 'zone-read-only-0123456' }]]) },
        scripts: new Map([[2001, { deploymentKey: 'deployment-key-0123456789' }]]),
      },
    };
    const gathered = emulatorSecrets(source);
    for (const secret of [
      oidcToken,
      'bearer-token-0123456',
      'zone-password-0123456',
      'zone-read-only-0123456',
      'deployment-key-0123456789',
    ]) {
      expect(gathered).toContain(secret);
      expect(findLeaks(planted(secret, 2), gathered)).not.toEqual([]);
    }
  });
});

describe('runAgainst', () => {
  const emulator = useEmulator();

  it("fails the test when a step shows part of a secret no test named: a release note holding a script's deployment key", async () => {
    const key = emulator().state.scripts.get(SEED.scriptWithRelease)?.deploymentKey ?? '';
    expect(key.length).toBeGreaterThan(LEAK_WINDOW);
    // The platform echoes a part of it in text the step prints (the release's note).
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { Note: `rotated: ${key.slice(5, 5 + LEAK_WINDOW)}` });
    await expect(runAgainst(emulator(), { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease) })).rejects.toThrow(
      'secret visible',
    );
  });

  it("fails the test when a step shows part of a zone's storage password", async () => {
    const password = SEED_STORAGE_PASSWORDS.site;
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { Note: `x ${password.slice(2, 2 + LEAK_WINDOW)} x` });
    await expect(runAgainst(emulator(), { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease) })).rejects.toThrow(
      'secret visible',
    );
  });
});
