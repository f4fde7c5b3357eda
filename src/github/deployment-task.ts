/**
 * Which target a Deployment is of, in GitHub's `task` field: one environment (`production`)
 * holds the Deployments of every target a pipeline deploys (a script, a site, an app), and a
 * deploy replaces only its own target's. deploy-site and promote-site put the same pull zone
 * live, so the task names the kind of target and its id, not the operation.
 */
const TARGETS: Readonly<Record<string, { kind: string; input: string }>> = {
  'deploy-site': { kind: 'pull-zone', input: 'pull-zone-id' },
  'promote-site': { kind: 'pull-zone', input: 'pull-zone-id' },
  'remove-site-preview': { kind: 'pull-zone', input: 'pull-zone-id' },
  'publish-script': { kind: 'script', input: 'script-id' },
  'update-app': { kind: 'app', input: 'app-id' },
};

/** GitHub's default task: what an older version of this action (and any other tool that names none) recorded. */
export const DEFAULT_TASK = 'deploy';

export interface DeploymentTarget {
  /** `deploy:pull-zone:123`, or GitHub's default `deploy` when the step names no target. */
  task: string;
  /**
   * Whether a Deployment with the default task, made by an older version of this action (its
   * description `bunny.net <operation>`), is of this target's kind: it recorded no id, so one
   * of the same kind is taken as this target's, and one of another kind is left alone.
   */
  earlier(description: string | null): boolean;
}

/** The target `operation` deploys, as its inputs name it. */
export function deploymentTarget(operation: string, readInput: (name: string) => string | undefined): DeploymentTarget {
  const target = TARGETS[operation];
  const id = target === undefined ? undefined : readInput(target.input)?.trim();
  const kinds = Object.keys(TARGETS).filter((other) => TARGETS[other]?.kind === target?.kind);
  return {
    task: target && id ? `${DEFAULT_TASK}:${target.kind}:${id.slice(0, 100)}` : DEFAULT_TASK,
    earlier: (description) => kinds.some((other) => new RegExp(`^bunny\\.net ${other}( of |$)`).test(description ?? '')),
  };
}
