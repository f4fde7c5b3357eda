import { ApiError } from '../../api/api-error.ts';
import { EdgeRuleWrite, type PullZone } from '../../api/models/pull-zone.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type BodilessRequest } from '../../api/requests.ts';
import { readPullZone } from './read-pull-zone.ts';
import { hasHostname, rulesDescribed, ruleIsAsWritten } from './site-rules.ts';

/*
 * Writes to one pull zone's rules and hostnames, one at a time (its caller awaits each before
 * deciding the next): the platform's Terraform provider serialises them per zone after parallel
 * writes left zones inconsistent. A write whose answer was lost (or a 5xx) is not repeated
 * blindly: the zone is read and the write counts as done when the zone shows it.
 */

export class ZoneWriter {
  readonly #client: PlatformClient;
  readonly pullZoneId: number;
  /** Every write made, in order, for the step's log and result. */
  readonly written: string[] = [];

  constructor(client: PlatformClient, pullZoneId: number) {
    this.#client = client;
    this.pullZoneId = pullZoneId;
  }

  /** The zone as it is now: every write of a switch is decided from such a read, and a lost answer checked against one. */
  read(): Promise<PullZone> {
    return readPullZone(this.#client, this.pullZoneId);
  }

  /** Sends a write; after a lost answer, reads the zone and asks `done` whether it happened. */
  async #send(request: BodilessRequest, what: string, done: (zone: PullZone) => boolean): Promise<void> {
    try {
      await this.#client.send(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.mayHaveLanded) || !done(await this.read())) throw error;
    }
    this.written.push(what);
  }

  /**
   * Creates (no Guid) or replaces (the Guid of the rule read) the rule, whole. The body is
   * checked before it is sent. A replace answered 404 (the rule was deleted meanwhile) creates it.
   */
  async writeRule(rule: EdgeRuleWrite, guid: string | undefined, what: string): Promise<void> {
    const created = EdgeRuleWrite.parse(rule);
    const body = guid === undefined ? created : { ...created, Guid: guid };
    const shows = (zone: PullZone) => rulesDescribed(zone, rule.Description).some((read) => ruleIsAsWritten(read, rule));
    try {
      await this.#send(requests.addOrUpdateEdgeRule(this.pullZoneId, body), what, shows);
    } catch (error) {
      if (!(guid !== undefined && error instanceof ApiError && error.status === 404)) throw error;
      await this.#send(requests.addOrUpdateEdgeRule(this.pullZoneId, created), `${what} (created again: its rule was gone)`, shows);
    }
  }

  deleteRule(guid: string, description: string, what: string): Promise<void> {
    return this.#send(requests.deleteEdgeRule(this.pullZoneId, guid), what, (zone) =>
      rulesDescribed(zone, description).every((rule) => (rule.Guid ?? '').toLowerCase() !== guid.toLowerCase()),
    );
  }

  addHostname(hostname: string): Promise<void> {
    return this.#send(requests.addHostname(this.pullZoneId, hostname), `added the hostname ${hostname}`, (zone) =>
      hasHostname(zone, hostname),
    );
  }

  /** Asks for the hostname's free certificate; the caller waits for the zone to read it. */
  async loadCertificate(hostname: string): Promise<void> {
    await this.#client.send(requests.loadFreeCertificate(hostname));
    this.written.push(`asked for the TLS certificate of ${hostname}`);
  }

  removeHostname(hostname: string): Promise<void> {
    return this.#send(
      requests.removeHostname(this.pullZoneId, hostname),
      `removed the hostname ${hostname}`,
      (zone) => !hasHostname(zone, hostname),
    );
  }
}
