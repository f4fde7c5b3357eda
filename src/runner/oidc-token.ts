import { getIDToken } from '@actions/core';

/**
 * A GitHub OIDC token for this job, asked for with no audience, as the platform's own deploy
 * action asks (its audience is then the repository owner's URL). The runner gives one only to a
 * job with `permissions: id-token: write`, and none to a pull request from a fork.
 */
export async function githubIdToken(): Promise<string> {
  try {
    return await getIDToken();
  } catch (error) {
    const why = (error as Error).message.replace(/\s+/g, ' ').trim();
    throw new Error(
      `github-oidc: the runner gave no OIDC token (${why}). The job needs permissions: id-token: write, and a pull request from a fork gets no token`,
    );
  }
}
