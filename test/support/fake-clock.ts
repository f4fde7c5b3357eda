import type { Clock } from '../../src/api/clock.ts';

/** A clock that moves only when slept on (or when a test moves it): waits of minutes in no time. */
export class FakeClock implements Clock {
  time = 0;
  sleeps: number[] = [];
  date(): Date {
    return new Date(this.time);
  }
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.time += ms;
  }
}

/**
 * A clock that runs `factor` times faster than the wall clock. Unlike FakeClock, the sleeps of
 * steps running at once overlap, as they do on runners: what several steps sharing one account
 * need (a FakeClock adds their sleeps up, and the account would see time pass for each).
 */
export class FastClock implements Clock {
  readonly factor: number;
  readonly #start = Date.now();
  constructor(factor: number) {
    this.factor = factor;
  }
  /** The clock's time at a wall-clock instant (Date.now()), such as an emulator request's `time`. */
  at(wallMs: number): number {
    return this.#start + (wallMs - this.#start) * this.factor;
  }
  date(): Date {
    return new Date(this.now());
  }
  now(): number {
    return this.at(Date.now());
  }
  sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms / this.factor)));
  }
}
