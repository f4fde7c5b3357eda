import type { ScriptCredential } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import type { EarlierRelease } from '../../platform/edge-scripts/release-list.ts';
import { checkHeaderSecret, trimAscii } from '../../inputs/inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { deployNote } from '../../platform/edge-scripts/notes.ts';
import { runUrl } from '../../runner/workflow-links.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import type { OperationContext } from '../operation.ts';
import { readScriptFile, type ScriptFile } from './script-file.ts';
import { readEnvNames } from '../../inputs/variable-inputs.ts';

export interface PublishScriptPlan {
  scriptId: number;
  file: ScriptFile;
  note: string;
  /** The run's address, for the note of a rollback after a failure. */
  runUrl: string | undefined;
  ifUnchanged: 'skip' | 'publish';
  waitSeconds: number;
  pollIntervalSeconds: number;
  purge: boolean;
  rollbackOnFailure: boolean;
  /** The URL to probe once the release is live, with its expectations. */
  probe: ProbeSettings | undefined;
  rollbackOnProbeError: boolean;
  /**
   * The script-scoped credential for the code save and the publish, made afresh for each of the
   * two requests (an OIDC token is minted per request); undefined: the api-key goes there too.
   */
  credential: ScriptCredentialSource | undefined;
  /** Without api-key: the step cannot read releases, and verifies through the probe, or not at all. */
  keyless: boolean;
  /** `verify: none`: a keyless publish that proves nothing, said plainly. */
  verifyNone: boolean;
  /** require-env: names the script's variables or secrets must give the code before it is saved. */
  requireEnv: string[];
}

/**
 * The note a publish sends: none with a script credential (deployment-key, github-oidc), whose
 * publish carries no body, as the platform's own deploy action sends it; the release then
 * carries no note of this step's.
 */
export const sentNote = (plan: PublishScriptPlan): string | undefined => (plan.credential ? undefined : plan.note);

/**
 * What the script as read asks of the step: publish, or nothing when the live release already
 * runs the file. `earlier` is set whenever the live release runs the file, whatever if-unchanged
 * says: a rollback to a release of the same code would restore nothing.
 */
export type PublishDecision =
  | {
      kind: 'publish';
      plan: PublishScriptPlan;
      script: EdgeScript;
      /** The release live before this step; undefined on a first publish. What the wait tells this step's release from. */
      previous: ScriptRelease | undefined;
      /**
       * When the live release already runs the file (if-unchanged: publish), what a rollback
       * restores: the release live before this code first went live, never one of this code.
       * Undefined when the live release runs other code: then it is what a rollback restores.
       */
      earlier: EarlierRelease | undefined;
    }
  | {
      kind: 'unchanged';
      plan: PublishScriptPlan;
      script: EdgeScript;
      /** The live release, which already runs the file. */
      previous: ScriptRelease;
      /** What a rollback restores: the release live before this code first went live. */
      earlier: EarlierRelease;
    }
  /** Without api-key nothing can be read: the step publishes, then verifies through the probe (or not). */
  | { kind: 'keyless'; plan: PublishScriptPlan };

/** Where the script-scoped credential comes from, and what to check when the platform refuses it. */
interface ScriptCredentialSource {
  input: 'deployment-key' | 'github-oidc';
  get(): Promise<ScriptCredential>;
  /** What a 401 means for it. */
  refused: string;
}

/** Which probe expectations tell the new code from the old: a status alone does not. */
const distinguishes = (probe: ProbeSettings | undefined) =>
  probe !== undefined && (probe.expect.body !== undefined || probe.expect.header !== undefined || probe.expect.commit !== undefined);

/**
 * The script credential the step was given, whether or not it can be used, and the one it uses
 * (undefined when none was given, or when the given one is refused, a problem recorded). The
 * other inputs are checked against the one given: a refused credential is then the only problem
 * named of it, not also "api-key is required" as if none had been given.
 */
function readCredential(context: OperationContext): {
  given: ScriptCredentialSource['input'] | undefined;
  source: ScriptCredentialSource | undefined;
} {
  const { inputs } = context;
  const deploymentKey = inputs.optional('deployment-key');
  const oidc = inputs.boolean('github-oidc', false);
  // Read raw: a key too long to read is given all the same.
  const keyGiven = trimAscii(inputs.raw('deployment-key') ?? '') !== '';
  const given = keyGiven ? 'deployment-key' : oidc ? 'github-oidc' : undefined;
  if (keyGiven && oidc) {
    inputs.problems.refuse('github-oidc', 'cannot be true together with deployment-key: give one script credential');
    return { given, source: undefined };
  }
  return { given, source: inputs.check(() => credentialSource(context, deploymentKey, oidc)) };
}

/** The credential to send; throws InputError for a key that cannot be sent in a header. */
function credentialSource(
  { secrets, env, idToken, inputs }: OperationContext,
  deploymentKey: string | undefined,
  oidc: boolean,
): ScriptCredentialSource | undefined {
  if (deploymentKey !== undefined) {
    // A header value, as the api-key is: checked the same way, and never shown.
    checkHeaderSecret('deployment-key', deploymentKey, 'a deployment key');
    return {
      input: 'deployment-key',
      get: () => Promise.resolve({ header: 'DeploymentKey', value: deploymentKey }),
      refused:
        "the script's deployment key was refused: check that deployment-key is this script's key and that it was not rotated since (dashboard: Script, Deployments, Settings)",
    };
  }
  if (!oidc) return undefined;
  // The bearer of the runner's token service is a secret of its own.
  inputs.environmentSecret(env, 'ACTIONS_ID_TOKEN_REQUEST_TOKEN');
  return {
    input: 'github-oidc',
    async get() {
      const token = await idToken();
      // Registered before anything could print it: an error body may echo the header.
      secrets.add(token);
      return { header: 'GithubToken', value: token };
    },
    refused:
      "the GitHub OIDC token was refused: check that this repository is linked to the script under the account's GitHub integration (dashboard: Account, Integrations), and that the job has permissions: id-token: write",
  };
}

export function readPublishPlan(context: OperationContext): PublishScriptPlan {
  const { inputs, workspace, env, http } = context;
  const scriptId = inputs.id('script-id');
  const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
  const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
  const run = runUrl(env);
  const note = inputs.optional('note') ?? deployNote(env['GITHUB_SHA'], run);
  const ifUnchangedGiven = inputs.choice('if-unchanged', ['skip', 'publish'] as const);
  const { given: credentialGiven, source: credential } = readCredential(context);
  const apiKey = inputs.optional('api-key') !== undefined;
  const keyless = credentialGiven !== undefined && !apiKey;
  if (credentialGiven === undefined && !apiKey && !inputs.boolean('dry-run', false)) {
    inputs.problems.refuse(
      'api-key',
      'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless deployment-key or github-oidc: true is given, or dry-run is true',
    );
  }
  const verify = inputs.choice('verify', ['none'] as const);
  if (verify !== undefined && !keyless) {
    inputs.problems.refuse(
      'verify',
      apiKey
        ? 'none is for a publish without api-key: with api-key the step reads the release and proves its code live'
        : // No credential at all is most often a secret that came out empty, not a key to drop.
          'none is for a publish with deployment-key or github-oidc: true, and neither is given (a secret that is not set, or not passed to this run, comes out empty)',
    );
  }
  // Without a key nothing tells an unchanged file: such a step always publishes.
  const ifUnchanged = ifUnchangedGiven ?? (keyless ? 'publish' : 'skip');
  const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
  const { waitSeconds, pollIntervalSeconds } = wait;
  const purge = inputs.boolean('purge-linked-zones', true);
  const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
  const probe = readProbeSettings(inputs, env, http, 'probe-url', wait);
  const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
  const requireEnv = inputs.check(() => readEnvNames(inputs, 'require-env')) ?? [];
  if (requireEnv.length > 0 && keyless) {
    inputs.problems.refuse(
      'require-env',
      `needs api-key: the script's variables and secrets are read with the account key, which ${credentialGiven} cannot stand in for; give api-key too (the ${credentialGiven} still saves and publishes)`,
    );
  }
  if (keyless) {
    // What a publish without api-key cannot do, each refused before any request.
    const why = 'without api-key the step cannot read releases';
    if (verify === undefined && !distinguishes(probe)) {
      inputs.problems.refuse(
        'probe-url',
        `${probe ? 'needs an expectation that tells the new code from the old' : 'is required'}: ${why}, so it verifies through the probe (expect-body, expect-body-regex, expect-header or expect-commit; a status alone does not), or give verify: none to publish without verifying`,
      );
    }
    // A probe given beside verify: none would be skipped without a word: which of the two is meant is the user's to say.
    if (verify !== undefined && trimAscii(inputs.raw('probe-url') ?? '') !== '') {
      inputs.problems.refuse(
        'verify',
        'none cannot be given with probe-url: drop verify to have the probe prove the publish, or drop probe-url to publish without verifying',
      );
    }
    if (ifUnchangedGiven === 'skip') {
      inputs.problems.refuse('if-unchanged', `skip needs api-key: ${why}, so it cannot tell an unchanged file and always publishes`);
    }
    if (rollbackOnFailure) inputs.problems.refuse('rollback-on-failure', `needs api-key: ${why}, so it has no release to roll back to`);
  }
  return {
    scriptId,
    // A placeholder only when a problem was recorded: the step then fails before any request.
    file: file ?? { given, code: '', bytes: 0, sha256: '' },
    note,
    runUrl: run,
    ifUnchanged,
    waitSeconds,
    pollIntervalSeconds,
    purge,
    rollbackOnFailure,
    probe,
    rollbackOnProbeError,
    credential,
    keyless,
    verifyNone: verify === 'none',
    requireEnv,
  };
}

/** What a rollback after this step restores (previous-release-uuid): the release before this code, else the one live before the step. */
export function rollbackUuid(decision: Exclude<PublishDecision, { kind: 'keyless' }>): string | undefined {
  return decision.earlier ? decision.earlier.uuid : (decision.previous?.Uuid ?? undefined);
}
