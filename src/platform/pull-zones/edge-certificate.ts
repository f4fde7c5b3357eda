import type { Clock } from '../../api/clock.ts';
import { pollUntil } from '../../api/polling.ts';
import { GATEWAY_STATUSES } from '../../http/network-errors.ts';
import type { StepConnections } from '../../http/step-connections.ts';
import { readHeaders } from '../../http/undici.ts';
import { firstLine } from '../../http/wording.ts';

/*
 * A certificate the step had issued is not served by the edge at once: "the edge may take about
 * a minute to serve a fresh certificate", which is why the platform's CLI re-probes TLS
 * (storage-and-deploy-facts 6.2). Until then every https request to the hostname fails its
 * handshake, so the switch's verification, bounded by wait-seconds, would spend its wait on a
 * hostname that cannot answer yet. The step waits for a handshake first, on a bound of its own.
 */

/** Twice the "about a minute" the platform's CLI allows, whatever wait-seconds is. */
export const EDGE_CERTIFICATE_WAIT_MS = 120_000;

/** How often a handshake is tried meanwhile. */
const HANDSHAKE_INTERVAL_MS = 5_000;

/** The edge does not serve a certificate the step had issued within the bound: nothing was switched. */
export class CertificateNotServed extends Error {
  override readonly name = 'CertificateNotServed';
}

export interface EdgeCertificateWait {
  clock: Clock;
  /** The step's connections: the route to the site's address is decided there. */
  http: StepConnections;
  /** For one handshake and its answer. */
  timeoutMs: number;
  log: (line: string) => void;
}

/**
 * One https request to the hostname: undefined when the edge completed the handshake with a
 * certificate for it (any answer, but through a proxy not a gateway's error), else why not.
 * Behind a TLS-inspecting proxy (HTTPS_PROXY with a private CA) a handshake the edge refused comes
 * back as the proxy's own 502 (or 503, 504), not as a failed handshake. Straight there, any answer
 * means the handshake was made: the edge's own 503 (an origin down) is not a certificate it lacks.
 */
async function handshake(connections: StepConnections, hostname: string, timeoutMs: number): Promise<string | undefined> {
  const url = new URL(`https://${hostname}/`);
  const connection = connections.open(url, { connections: 1 });
  try {
    const { statusCode } = await readHeaders(connection.dispatcher, url, { timeoutMs, method: 'HEAD' });
    if (!connection.proxy || !GATEWAY_STATUSES.has(statusCode)) return undefined;
    return `status ${statusCode}, a gateway's error (a proxy on the way answers so when its own handshake with the edge fails)`;
  } catch (error) {
    return firstLine(error);
  } finally {
    await connection.close();
  }
}

/**
 * Waits until the edge completes a TLS handshake for the hostname, whose certificate this step
 * had issued (`fresh`), or an earlier step for a preview not live yet; throws CertificateNotServed when it does not within EDGE_CERTIFICATE_WAIT_MS.
 */
export async function waitForEdgeCertificate(hostname: string, pullZoneId: number, wait: EdgeCertificateWait, fresh = true): Promise<void> {
  const boundS = EDGE_CERTIFICATE_WAIT_MS / 1000;
  const why = fresh
    ? `The certificate of ${hostname} is new`
    : `The preview ${hostname} is not live yet and its certificate may be recent (an earlier step had it issued)`;
  wait.log(
    `${why}: waiting up to ${boundS} s for the edge to serve it (a TLS handshake every ${HANDSHAKE_INTERVAL_MS / 1000} s), since the edge may take about a minute to serve a fresh certificate; wait-seconds bounds the switch's verification after it`,
  );
  const result = await pollUntil({
    read: () => handshake(wait.http, hostname, wait.timeoutMs),
    settled: (failure) => failure === undefined,
    waitMs: EDGE_CERTIFICATE_WAIT_MS,
    intervalMs: HANDSHAKE_INTERVAL_MS,
    clock: wait.clock,
  });
  const tries = `${result.polls} handshake(s), ${(result.elapsedMs / 1000).toFixed(1)} s`;
  if (result.settled) {
    wait.log(`The edge serves the certificate of ${hostname} (${tries})`);
    return;
  }
  const what = `the TLS certificate of ${hostname} was issued (pull zone ${pullZoneId} reads HasCertificate), but the edge does not serve it yet: no TLS handshake for ${hostname} succeeded within ${boundS} s (${tries}; last: ${result.last ?? 'no answer'}). Nothing was switched`;
  // A re-run that waited again: "run it again" would only wait again; what is left to check is the route to the edge.
  throw new CertificateNotServed(
    fresh
      ? `${what}. The edge may take about a minute to serve a fresh certificate; run the step again, which finds the certificate issued and asks for no other`
      : `${what}, and an earlier step had it issued, so more than the edge's minute has likely passed: check that ${hostname}'s CNAME points at the pull zone and that the runner reaches the edge (a proxy, a firewall), then run the step again`,
  );
}
