import { refuseWrittenCredentials } from './url-text.ts';
import { PULL_REQUEST_RUN_EVENTS, readRunEvent } from '../runner/run-event.ts';
import { showValue, YAML_FALSE, type Inputs } from './inputs.ts';

/*
 * The inputs the static-site operations share (deploy-site, promote-site, remove-site-preview),
 * read once each.
 */

/** Letters, digits, `.`, `_`, `-`, 4 to 64, starting and ending with a letter or digit, no `..` (the platform's CLI's form). */
const DEPLOY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,62}[A-Za-z0-9]$/;
const DEPLOY_ID_FORM = 'letters, digits, ., _ and -, 4 to 64 characters, starting and ending with a letter or digit, without ..';

/**
 * The default deploy id of the run, or why it has none. It is the commit the run's build is of:
 * on pull_request_target the pull request's head (pull_request.head.sha: GITHUB_SHA there is the
 * base branch's latest commit, production's id), on workflow_run the finished run's
 * (workflow_run.head_sha: GITHUB_SHA is the default branch's latest), else GITHUB_SHA (on
 * pull_request the merge commit that actions/checkout checks out and the build is of, so that
 * two builds of one head on other bases never share a folder). Its first 12 characters, or all
 * 40 when the head is a fork's: a fork's author
 * chooses its commit, and a commit whose first 12 hex digits are those of a public one (48 bits)
 * can be found: its build would then be uploaded under the id of a deploy of this repository. No
 * 40-digit id can be matched so. Never the base branch's commit, which is production's id.
 */
function defaultDeployId(env: NodeJS.ProcessEnv): { id: string } | { missing: string } {
  const name = env['GITHUB_EVENT_NAME'] ?? '';
  const event = PULL_REQUEST_RUN_EVENTS.includes(name) ? readRunEvent(env) : undefined;
  const head = event?.kind === 'workflow-run' ? event.run : event?.kind === 'pull-request' ? event.target : undefined;
  if (head?.headSha && name !== 'pull_request') return { id: head.fork !== undefined ? head.headSha : head.headSha.slice(0, 12) };
  // What GITHUB_SHA is there: the base's latest commit, which a preview's id must never be.
  if (name === 'workflow_run' || name === 'pull_request_target') {
    const where = name === 'workflow_run' ? 'workflow_run.head_sha' : 'pull_request.head.sha';
    return {
      missing: `the ${name} event names no head commit (${where}), and GITHUB_SHA there is the base branch's latest commit, never this build's`,
    };
  }
  // pull_request's own merge commit, else the pushed commit.
  const sha = env['GITHUB_SHA'];
  if (!sha) return { missing: 'GITHUB_SHA, its default, is not set' };
  return { id: head?.fork !== undefined ? sha : sha.slice(0, 12) };
}

/**
 * A deploy id input: given, or with `env` (deploy-site) the run's commit (defaultDeployId). It
 * names a folder (`deploys/<id>/`) and an edge rule's parameters, so its form is strict.
 */
export function readDeployId(inputs: Inputs, name: string, required: boolean, env?: NodeJS.ProcessEnv): string | undefined {
  const given = inputs.line(name);
  if (given === undefined) {
    const fallback = env === undefined ? undefined : defaultDeployId(env);
    if (fallback !== undefined && 'id' in fallback) return fallback.id;
    if (required) inputs.problems.refuse(name, `is required${fallback ? ` (${fallback.missing})` : ''}; expected ${DEPLOY_ID_FORM}`);
    return undefined;
  }
  if (DEPLOY_ID.test(given) && !given.includes('..')) return given;
  inputs.problems.refuse(name, `got ${showValue(given)}; expected ${DEPLOY_ID_FORM}`);
  return undefined;
}

/** A DNS host name, as a pull zone takes one: labels of letters, digits and hyphens, at least two. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Where a preview hostname takes the run's pull request number: `pr-{pr}.preview.example.com`. */
const PR_PLACEHOLDER = '{pr}';

/**
 * Whether a site step puts a deploy live: promote-site does, deploy-site unless `promote: false`
 * (an upload only). Read from the raw text, before the operation checks it: only a valid false
 * counts, and the operation reports one that is neither.
 */
export function putsDeployLive(operation: string, raw: (input: string) => string | undefined): boolean {
  if (operation === 'promote-site') return true;
  return operation === 'deploy-site' && !YAML_FALSE.includes(raw('promote')?.trim() ?? '');
}

/** Whether a preview-hostname takes the run's pull request number: `{pr}` in any case, as the hostname is read lower-cased. */
export function takesPullRequest(text: string): boolean {
  return text.toLowerCase().includes(PR_PLACEHOLDER);
}

/** A preview hostname as given: `{pr}` in it is the run's pull request number, known later (on workflow_run, asked of GitHub). */
export type HostnameTemplate = { hostname: string; withPullRequest: boolean } | undefined;

/**
 * preview-hostname, checked as given: `{pr}` stands for a number (it is checked as `1`), on the
 * events whose run is a pull request's only. The number is filled in by resolveHostname, once
 * every input is read: on workflow_run it costs a request.
 */
export function readHostnameTemplate(inputs: Inputs, required: boolean, env: NodeJS.ProcessEnv): HostnameTemplate {
  const name = 'preview-hostname';
  if (refuseWrittenCredentials(inputs, name, 'give a host name alone, such as pr-12.preview.example.com')) return undefined;
  const text = required
    ? inputs.line(name, { required: true, expected: 'a host name such as pr-12.preview.example.com' })
    : inputs.line(name);
  if (text === undefined || text === '') return undefined;
  const hostname = text.toLowerCase().replace(/\.$/, '');
  const withPullRequest = takesPullRequest(hostname);
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (withPullRequest && !PULL_REQUEST_RUN_EVENTS.includes(event)) {
    inputs.problems.refuse(
      name,
      `holds {pr}, the pull request's number, but this run's event is ${event ? `'${event}'` : 'unknown'}; {pr} is filled in on pull_request, pull_request_target and workflow_run only: give a hostname without it here`,
    );
    return undefined;
  }
  if (!HOSTNAME.test(hostname.replaceAll(PR_PLACEHOLDER, '1'))) {
    const expected = withPullRequest
      ? "pr-{pr}.preview.example.com ({pr} is the pull request's number; no scheme, port, path or wildcard)"
      : 'pr-12.preview.example.com (no scheme, port, path or wildcard)';
    inputs.problems.refuse(name, `got ${showValue(text)}; expected a host name such as ${expected}`);
    return undefined;
  }
  return { hostname, withPullRequest };
}

/**
 * The preview hostname with the run's pull request number in place of `{pr}`. Asked only once
 * every input of the step is valid: a step with an input problem fails without a request.
 * Undefined after a `{pr}` template only with a problem recorded: never a production target.
 */
export async function resolveHostname(
  template: HostnameTemplate,
  context: { inputs: Inputs; pullRequest(): Promise<{ known: true; target: { number: number } } | { known: false; reason: string }> },
): Promise<string | undefined> {
  if (template === undefined || !template.withPullRequest) return template?.hostname;
  if (context.inputs.problems.list.length > 0) return undefined;
  const found = await context.pullRequest();
  if (!found.known) {
    context.inputs.problems.refuse('preview-hostname', `holds {pr}, the pull request's number, but ${found.reason}`);
    return undefined;
  }
  const number = found.target.number;
  const hostname = template.hostname.replaceAll(PR_PLACEHOLDER, String(number));
  if (HOSTNAME.test(hostname)) return hostname;
  // Checked with a 1-digit number, the template may outgrow a host name's lengths with the real one.
  context.inputs.problems.refuse(
    'preview-hostname',
    `holds {pr}: with pull request #${number} it is '${hostname}', which is not a host name: ${hostnameFault(hostname)}; shorten the template`,
  );
  return undefined;
}

/**
 * What makes a name that passed as a template (its `{pr}` as `1`) no host name once the number
 * is in; shown whole, as its characters passed the template's check.
 */
function hostnameFault(hostname: string): string {
  const long = hostname.split('.').find((label) => label.length > 63);
  if (long !== undefined) return `its label '${long}' is ${long.length} characters, longer than 63`;
  if (hostname.length > 253) return `it is ${hostname.length} characters, longer than 253`;
  return 'its labels are not all letters, digits and hyphens';
}

/** A Cache-Control value (RFC 9111): directives, each a token with an optional token or quoted value, comma-separated. */
const DIRECTIVE = `[!#$%&'*+.^_\`|~0-9A-Za-z-]+(?:=(?:[!#$%&'*+.^_\`|~0-9A-Za-z-]+|"[^"\\\\\\x00-\\x1f\\x7f]*"))?`;
const CACHE_CONTROL = new RegExp(`^${DIRECTIVE}(?:[ \\t]*,[ \\t]*${DIRECTIVE})*$`);

/**
 * html-cache-control: the Cache-Control the site's HTML responses carry (set by an edge rule);
 * empty leaves them as they are.
 */
export function readHtmlCacheControl(inputs: Inputs): string | undefined {
  const text = inputs.line('html-cache-control');
  if (text === undefined || text.trim() === '') return undefined;
  if (text.trim().length > 256 || !CACHE_CONTROL.test(text.trim())) {
    inputs.problems.refuse(
      'html-cache-control',
      `got ${showValue(text)}; expected a Cache-Control value of up to 256 characters: directives separated by commas, such as public, max-age=0, must-revalidate`,
    );
    return undefined;
  }
  return text.trim();
}
