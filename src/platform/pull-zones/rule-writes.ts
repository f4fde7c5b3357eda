import { ApiError } from '../../api/api-error.ts';
import { EdgeRuleWrite, type PullZone } from '../../api/models/pull-zone.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type BodilessRequest } from '../../api/requests.ts';
import { readPullZone } from './read-pull-zone.ts';
import { hasCertificate, hasHostname, rulesDescribed, ruleIsAsWritten, sameGuid } from './site-rules.ts';

/*
 * Writes to one pull zone's rules and hostnames, one at a time (its caller awaits each before
 * deciding the next): the platform's Terraform provider serialises them per zone after parallel
 * writes left zones inconsistent. A write whose answer was lost (or a 5xx) is not repeated
 * blindly: the zone is read and the write counts as done when the zone shows it. An answered
 * write is no proof either: the platform answers a rule write that overlaps another 2xx and loses
 * it, so a write is kept only once a read after it shows it (`settle`).
 */

/**
 * A rewrite of a rule by the Guid a read gave it, answered 404: the rule was removed since that
 * read. The write is a failed compare-and-swap, not a cue to create the rule: created again, a
 * preview's rule brings back a preview its close removed.
 */
export class RuleRemoved extends Error {
  override readonly name = 'RuleRemoved';
  readonly description: string;
  readonly guid: string;

  constructor(description: string, guid: string) {
    super(`the rule '${description}' (${guid}) was removed meanwhile: its rewrite answered 404`);
    this.description = description;
    this.guid = guid;
  }
}

export class ZoneWriter {
  readonly #client: PlatformClient;
  readonly pullZoneId: number;
  /** Every write the platform answered, in order: what the step wrote, though the platform may have lost some. */
  readonly written: string[] = [];
  /** The writes answered since the last `settle`, each with what shows it on a read of the zone. */
  #unsettled: { what: string; shows: (zone: PullZone) => boolean }[] = [];

  constructor(client: PlatformClient, pullZoneId: number) {
    this.#client = client;
    this.pullZoneId = pullZoneId;
  }

  /** The zone as it is now: every write of a switch is decided from such a read, and a lost answer checked against one. */
  read(): Promise<PullZone> {
    return readPullZone(this.#client, this.pullZoneId);
  }

  /**
   * The writes answered since the last call, against a read of the zone made after them: `kept`,
   * the ones it shows; `lost`, the ones it does not (the platform lost them, or another writer
   * undid them since).
   */
  settle(zone: PullZone): { kept: string[]; lost: string[] } {
    const unsettled = this.#unsettled;
    this.#unsettled = [];
    return {
      kept: unsettled.filter((write) => write.shows(zone)).map((write) => write.what),
      lost: unsettled.filter((write) => !write.shows(zone)).map((write) => write.what),
    };
  }

  /** Sends a write; after a lost answer, reads the zone and asks `done` whether it happened. */
  async #send(request: BodilessRequest, what: string, done: (zone: PullZone) => boolean): Promise<void> {
    try {
      await this.#client.send(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.mayHaveLanded) || !done(await this.read())) throw error;
    }
    this.#answered(what, done);
  }

  #answered(what: string, shows: (zone: PullZone) => boolean): void {
    this.written.push(what);
    this.#unsettled.push({ what, shows });
  }

  /**
   * Creates (no Guid) or replaces (the Guid of the rule read) the rule, whole. The body is
   * checked before it is sent. A replace answered 404 throws RuleRemoved: the caller reads the
   * zone again and decides from that read.
   */
  async writeRule(rule: EdgeRuleWrite, guid: string | undefined, what: string): Promise<void> {
    const created = EdgeRuleWrite.parse(rule);
    const body = guid === undefined ? created : { ...created, Guid: guid };
    // A rewrite is shown by the rule of the Guid written: another of the description as written is not it.
    const shows = (zone: PullZone) =>
      rulesDescribed(zone, rule.Description).some((read) => ruleIsAsWritten(read, rule) && (guid === undefined || sameGuid(read, guid)));
    try {
      await this.#send(requests.addOrUpdateEdgeRule(this.pullZoneId, body), what, shows);
    } catch (error) {
      if (guid !== undefined && error instanceof ApiError && error.status === 404) throw new RuleRemoved(rule.Description, guid);
      throw error;
    }
  }

  deleteRule(guid: string, description: string, what: string): Promise<void> {
    return this.#send(requests.deleteEdgeRule(this.pullZoneId, guid), what, (zone) =>
      rulesDescribed(zone, description).every((rule) => !sameGuid(rule, guid)),
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
    this.#answered(`asked for the TLS certificate of ${hostname}`, (zone) => hasCertificate(zone, hostname));
  }

  removeHostname(hostname: string): Promise<void> {
    return this.#send(
      requests.removeHostname(this.pullZoneId, hostname),
      `removed the hostname ${hostname}`,
      (zone) => !hasHostname(zone, hostname),
    );
  }
}
