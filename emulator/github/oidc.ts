/**
 * GitHub's OIDC token service as a job sees it (ACTIONS_ID_TOKEN_REQUEST_URL and
 * ACTIONS_ID_TOKEN_REQUEST_TOKEN), and the verifier a platform uses for what it mints: JWTs
 * signed RS256, as token.actions.githubusercontent.com signs them, with `iss`, `aud`, `sub`,
 * `repository`, `repository_owner`, `ref`, `sha`, `iat`, `nbf`, `exp` and `jti`.
 *
 * Written from GitHub's documentation of the claims; the default audience is the URL of the
 * repository owner (`https://github.com/<owner>`), which is what a token asked for without
 * an audience carries.
 */
import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';

export const GITHUB_OIDC_ISSUER = 'https://token.actions.githubusercontent.com';
/** GitHub's tokens live minutes; five keeps "expired" reachable in a test on the fake clock. */
const DEFAULT_TOKEN_LIFETIME_SECONDS = 300;

/** What a job's token says about the job; only `repository` is required. */
export interface JobClaims {
  /** `owner/name`. */
  repository: string;
  ref?: string;
  sha?: string;
  workflow?: string;
  event_name?: string;
  actor?: string;
}

/** The claims of a minted token, as a verifier reads them. */
interface OidcClaims extends Required<JobClaims> {
  iss: string;
  aud: string;
  sub: string;
  repository_owner: string;
  iat: number;
  nbf: number;
  exp: number;
  jti: string;
}

export type Verification = { ok: true; claims: OidcClaims } | { ok: false; reason: string };

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** One key a process: an RSA key takes tens of milliseconds to make, and every issuer may share it. */
let processKey: SigningKey | undefined;
function signingKey(): SigningKey {
  if (!processKey) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    processKey = { kid: randomUUID(), privateKey, publicKey };
  }
  return processKey;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export interface OidcIssuerOptions {
  /** Default GITHUB_OIDC_ISSUER, the real `iss`. */
  issuer?: string;
  lifetimeSeconds?: number;
  /** Wall-clock time for `iat` and `exp`, and for verify(); a test passes its FakeClock. */
  clock?: { date(): Date };
}

export class OidcIssuer {
  readonly issuer: string;
  lifetimeSeconds: number;
  clock: { date(): Date };

  constructor(options: OidcIssuerOptions = {}) {
    this.issuer = options.issuer ?? GITHUB_OIDC_ISSUER;
    this.lifetimeSeconds = options.lifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS;
    this.clock = options.clock ?? { date: () => new Date() };
  }

  /** A signed token for a job of `job.repository`; `audience` defaults to the owner's URL, as GitHub's does. */
  mint(job: JobClaims, audience?: string): string {
    const key = signingKey();
    const owner = job.repository.split('/')[0] ?? '';
    const ref = job.ref ?? 'refs/heads/main';
    const now = Math.floor(this.clock.date().getTime() / 1000);
    const claims: OidcClaims = {
      iss: this.issuer,
      aud: audience ?? `https://github.com/${owner}`,
      sub: `repo:${job.repository}:ref:${ref}`,
      repository: job.repository,
      repository_owner: owner,
      ref,
      sha: job.sha ?? '0'.repeat(40),
      workflow: job.workflow ?? 'deploy',
      event_name: job.event_name ?? 'push',
      actor: job.actor ?? 'octocat',
      iat: now,
      nbf: now,
      exp: now + this.lifetimeSeconds,
      jti: randomUUID(),
    };
    const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }));
    const body = base64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), key.privateKey);
    return `${head}.${body}.${base64url(signature)}`;
  }

  /**
   * What a platform checks before it trusts a token: the signature of this issuer's key, `iss`,
   * and that it is not expired (nor used before `nbf`). Which repository or audience to accept
   * is the caller's decision (`expected`): the platform's own rules are not documented.
   */
  verify(token: string, expected: { repository?: string; audience?: string } = {}): Verification {
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
    const [head, body, signature] = parts as [string, string, string];
    let header: { alg?: unknown; kid?: unknown };
    let claims: OidcClaims;
    try {
      header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as typeof header;
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OidcClaims;
    } catch {
      return { ok: false, reason: 'not a JWT' };
    }
    const key = signingKey();
    if (header.alg !== 'RS256' || header.kid !== key.kid) return { ok: false, reason: 'signed by another key' };
    if (!verify('sha256', Buffer.from(`${head}.${body}`), key.publicKey, Buffer.from(signature, 'base64url'))) {
      return { ok: false, reason: 'bad signature' };
    }
    if (claims.iss !== this.issuer) return { ok: false, reason: `issuer ${String(claims.iss)} is not ${this.issuer}` };
    const now = Math.floor(this.clock.date().getTime() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return { ok: false, reason: 'expired' };
    if (typeof claims.nbf !== 'number' || claims.nbf > now) return { ok: false, reason: 'not valid yet' };
    if (expected.repository !== undefined && String(claims.repository).toLowerCase() !== expected.repository.toLowerCase()) {
      return { ok: false, reason: `issued to ${String(claims.repository)}, not ${expected.repository}` };
    }
    if (expected.audience !== undefined && claims.aud !== expected.audience) {
      return { ok: false, reason: `audience ${String(claims.aud)} is not ${expected.audience}` };
    }
    return { ok: true, claims };
  }

  /** The issuer's public key as a JWKS, as GitHub publishes it at /.well-known/jwks. */
  jwks(): { keys: object[] } {
    const key = signingKey();
    const jwk = createPublicKey(key.publicKey).export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: key.kid, alg: 'RS256', use: 'sig' }] };
  }
}
