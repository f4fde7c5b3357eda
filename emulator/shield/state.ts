import { seedShieldZones } from '../seed.ts';
import type { ProductState } from '../state.ts';

/** Shield zones, keyed by pull zone id, the key of the only shield endpoint. */

export interface ShieldZoneEntry {
  pullZoneId: number;
  /** How many more reads answer 202 (not ready) before the zone is returned. */
  acceptsLeft: number;
  /** When set, every read answers 202 with this error body, as Shield does when it refuses. */
  acceptedError?: { errorKey: string; message: string } | undefined;
  zone: Record<string, unknown>;
}

export class ShieldZones implements ProductState {
  zones = new Map<number, ShieldZoneEntry>();

  constructor() {
    this.reseed();
  }

  reseed(): void {
    this.zones = new Map(seedShieldZones().map((s) => [s.pullZoneId, { pullZoneId: s.pullZoneId, acceptsLeft: s.accepts, zone: s.zone }]));
  }

  #entry(pullZoneId: number): ShieldZoneEntry {
    const entry = this.zones.get(pullZoneId);
    if (!entry) throw new Error(`emulator: no shield zone for pull zone ${pullZoneId}`);
    return entry;
  }

  /** The shield zone of `pullZoneId` answers 202 this many more times before its 200. */
  setNotReady(pullZoneId: number, accepts: number): void {
    this.#entry(pullZoneId).acceptsLeft = accepts;
  }

  /** The shield zone of `pullZoneId` answers 202 with `{error: {errorKey, message}}` until cleared (undefined). */
  setError(pullZoneId: number, error: { errorKey: string; message: string } | undefined): void {
    this.#entry(pullZoneId).acceptedError = error;
  }

  summary(): Record<string, unknown> {
    return {
      shieldZones: [...this.zones.values()].map((s) => ({
        pullZoneId: s.pullZoneId,
        shieldZoneId: s.zone['shieldZoneId'],
        acceptsLeft: s.acceptsLeft,
      })),
    };
  }
}
