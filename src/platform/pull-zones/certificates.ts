import { ApiError } from '../../api/api-error.ts';
import type { PullZone } from '../../api/models/pull-zone.ts';
import { pollUntil, type PollOptions } from '../../api/polling.ts';
import type { ZoneWriter } from './rule-writes.ts';
import { hasCertificate, systemHostname } from './site-rules.ts';
import { firstLine } from '../../http/wording.ts';

/*
 * The free certificate of a hostname the step added, read as the platform's own CLI reads it
 * (storage-and-deploy-facts 6.2): after loadFreeCertificate answers 200 the zone is read, and a
 * hostname that still has no certificate after a short grace is the anomaly the CLI names, not
 * a DNS problem. A refusal is worded from what the platform said. The request is an ACME order:
 * it has its own long timeout (requests.ts), and once it may have reached the platform it is
 * never sent again in the step (it counts against the certificate authority's weekly limit);
 * the zone is read instead.
 */

/** How long the zone may take to read a certificate after a 200 (bounded by wait-seconds). */
const CERTIFICATE_GRACE_MS = 30_000;

/** Where the one-time wildcard set-up is described, for messages. */
export const WILDCARD_SETUP_DOCS = "docs/pipelines/static-site-atomic.md, 'Previews at scale: one wildcard hostname'";

/** A preview hostname whose TLS certificate cannot be had: nothing was switched. */
export class CertificateMissing extends Error {
  override readonly name = 'CertificateMissing';
}

/** What the wait for a certificate needs: the step's clock and wait. */
export type CertificateWait = Pick<PollOptions<unknown>, 'clock' | 'waitMs' | 'intervalMs'>;

/** When the certificate authority's text says the limit ends ("retry after <time>: see ..."), worded for a message. */
function retryAfter(said: string): string {
  const time = /retry after (.+?)(?:: see |$)/i.exec(said)?.[1]?.trim();
  return time === undefined || time === '' ? '' : ` (the certificate authority said to retry after ${time})`;
}

/** The DNS record that points the hostname at the zone, for messages. */
const cnameToAdd = (hostname: string, zone: PullZone) =>
  `CNAME ${hostname} -> ${systemHostname(zone) ?? "the pull zone's system hostname"}`;

/*
 * Let's Encrypt has four limits a preview can meet (three in facts 6.2, the fourth, per exact set of
 * hostnames, on letsencrypt.org/docs/rate-limits), told apart by ACME's own text.
 * Two last a week and are what a wildcard hostname avoids: certificates for the same exact set
 * of hostnames, which ACME words as "too many certificates ... exact set of ..." and so is told
 * apart first, and certificates per registered domain. Failed validations end after an hour and
 * come from DNS that does not point at the zone, so the DNS is what to fix; new orders are the
 * account's, for three hours. Any other is named as the authority's limit with its text, never
 * guessed to be one of these.
 */
function rateLimitRefusal(said: string, hostname: string, zone: PullZone, pullZoneId: number): string {
  const start = `no TLS certificate could be issued for ${hostname}: the certificate authority refused it for its rate limit (the platform said "${said}").`;
  const wildcard = `A wildcard hostname with its own certificate (*.${hostname.split('.').slice(1).join('.')}) serves every preview without asking for one: see ${WILDCARD_SETUP_DOCS}.`;
  if (/exact set of/i.test(said))
    return `${start} Let's Encrypt issues at most 5 certificates a week for the same hostname, and a preview hostname that is removed and added again (or loses its certificate otherwise) asks for a new one each time; run the step again once that limit is over${retryAfter(said)}, or use another preview hostname. ${wildcard}`;
  if (/too many certificates/i.test(said))
    return `${start} Let's Encrypt issues at most 50 certificates per registered domain a week, and a domain locked out waits up to a week${retryAfter(said)}; a certificate per preview spends that limit. ${wildcard}`;
  if (/failed authorization|failed validation/i.test(said))
    return `${start} Let's Encrypt allows at most five failed validations per account and hostname an hour, and the validations of ${hostname} have been failing: make sure the DNS record ${cnameToAdd(hostname, zone)} is in place (the hostname must point at pull zone ${pullZoneId}), then run the step again once the hour is over${retryAfter(said)}.`;
  if (/too many new orders/i.test(said))
    return `${start} Let's Encrypt allows at most 300 new orders per account every three hours, counted across every hostname of the account; run the step again once that window is over${retryAfter(said)}.`;
  return `no TLS certificate could be issued for ${hostname}: the certificate authority's rate limit refused it (the platform said "${said}"); run the step again once that limit is over${retryAfter(said)}.`;
}

/** The failure a refusal of loadFreeCertificate means, worded from what the platform said; undefined: not a refusal. */
function certificateRefusal(error: unknown, hostname: string, zone: PullZone, pullZoneId: number): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return undefined;
  // What the platform said, as its own text (its message, else the first line of the error).
  const said = (error.apiMessage ?? firstLine(error)).trim();
  const nothing = 'Nothing was switched';
  if (error.status === 404)
    return `the platform has no hostname ${hostname} in the account to issue a certificate for (404: ${said}). ${nothing}; run the step again`;
  if (/not pointing to our servers/i.test(said))
    return `no TLS certificate could be issued for ${hostname}: the platform said "${said}". Add the DNS record ${cnameToAdd(hostname, zone)} (the hostname must point at pull zone ${pullZoneId}), then run the step again. ${nothing}`;
  if (/rateLimited|too many certificates/i.test(said)) return `${rateLimitRefusal(said, hostname, zone, pullZoneId)} ${nothing}`;
  return `no TLS certificate could be issued for ${hostname}: the platform said "${said}". ${nothing}`;
}

/** Reads the zone until it has the hostname's certificate, for at most the grace (and never past wait-seconds). */
async function landed(writer: ZoneWriter, hostname: string, wait: CertificateWait) {
  const graceMs = Math.min(CERTIFICATE_GRACE_MS, wait.waitMs);
  const result = await pollUntil({
    ...wait,
    read: () => writer.read(),
    settled: (read) => hasCertificate(read, hostname),
    waitMs: graceMs,
  });
  return { settled: result.settled, graceS: Math.round(graceMs / 1000) };
}

/**
 * Asks once for the hostname's free certificate and makes sure the zone reads it, or fails
 * saying why: the platform's refusal, an answer that was lost, or a 200 without a certificate.
 */
export async function issueCertificate(writer: ZoneWriter, zone: PullZone, hostname: string, wait: CertificateWait): Promise<void> {
  const { pullZoneId } = writer;
  try {
    await writer.loadCertificate(hostname);
  } catch (error) {
    const refusal = certificateRefusal(error, hostname, zone, pullZoneId);
    if (refusal !== undefined) throw new CertificateMissing(refusal);
    if (!(error instanceof ApiError && error.mayHaveLanded)) throw error;
    const after = await landed(writer, hostname, wait);
    if (after.settled) return;
    throw new CertificateMissing(
      `${firstLine(error)}\nThe certificate request for ${hostname} may have reached the platform (an ACME order, which counts against the certificate authority's weekly limit), so it was not sent again; pull zone ${pullZoneId} read no certificate for it (HasCertificate) within ${after.graceS} s. Nothing was switched; run the step again, which asks again only while the zone reads none`,
    );
  }
  const after = await landed(writer, hostname, wait);
  if (!after.settled)
    throw new CertificateMissing(
      `loadFreeCertificate answered 200 for ${hostname}, but pull zone ${pullZoneId} still reads no certificate for it (HasCertificate) after ${after.graceS} s. The platform's CLI names this anomaly: the request can succeed without a certificate for that exact name landing, for example when a wildcard hostname with its certificate on another pull zone of the account covers ${hostname}. Check the account's other pull zones for such a wildcard (move the preview under a wildcard of this pull zone, or remove the overlap), then run the step again. Nothing was switched`,
    );
}
