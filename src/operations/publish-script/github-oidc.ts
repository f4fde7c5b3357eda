import { readProxySettings } from '../../inputs/proxy-settings.ts';
import { USER_AGENT } from '../../runner/version.ts';

/** A token answer is a few KB; more is not the runner's token service. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 30_000;
const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';

/**
 * A GitHub OIDC token for this job from the runner's token service (ACTIONS_ID_TOKEN_REQUEST_URL,
 * with ACTIONS_ID_TOKEN_REQUEST_TOKEN as its bearer), asked for with no audience, as the
 * platform's own deploy action asks: its audience is then the repository owner's URL. Through
 * the runner's proxy, as every request of the action; never a redirect followed.
 */
export async function githubIdToken(env: NodeJS.ProcessEnv): Promise<string> {
  const address = env['ACTIONS_ID_TOKEN_REQUEST_URL'];
  const bearer = env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
  if (!address || !bearer) {
    throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
  }
  const url = new URL(address);
  const proxy = readProxySettings(env, url);
  const { Agent, ProxyAgent, request } = await import('../../http/undici.ts');
  const dispatcher = proxy ? new ProxyAgent({ uri: proxy.url }) : new Agent();
  try {
    const answer = await request(dispatcher, url, {
      method: 'GET',
      headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', 'User-Agent': USER_AGENT },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) throw new Error('github-oidc: the token service answered with more than 64 KB');
      chunks.push(chunk);
    }
    if (answer.statusCode !== 200) {
      throw new Error(`github-oidc: the runner's token service answered ${answer.statusCode}. ${NO_TOKEN}`);
    }
    let value: unknown;
    try {
      value = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { value?: unknown }).value;
    } catch {
      value = undefined;
    }
    if (typeof value !== 'string' || value === '') throw new Error("github-oidc: the runner's token service answered without a token");
    return value;
  } catch (error) {
    if ((error as Error).message.startsWith('github-oidc:')) throw error;
    throw new Error(`github-oidc: the runner's token service could not be reached (${(error as Error).message}). ${NO_TOKEN}`, {
      cause: error,
    });
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
