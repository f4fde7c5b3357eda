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
