import type { OutputSink } from './runner-output.ts';

/** Text held before it is written at once, whatever the turn of the event loop. */
const MAX_HELD = 64 * 1024;

/**
 * Writes what a turn of the event loop produced in one write. The runner reads the step's
 * stdout through a pipe, where Node writes synchronously, a system call a line: a sync of 1,000
 * files logs a line per upload, and the calls were about 3% of the step's time. Lines keep their
 * order (masks stay ahead of what they mask); a line waits at most until the next turn.
 */
export class CoalescingSink implements OutputSink {
  readonly #target: OutputSink;
  #held = '';
  #scheduled = false;

  constructor(target: OutputSink) {
    this.#target = target;
  }

  write(text: string): boolean {
    this.#held += text;
    if (this.#held.length >= MAX_HELD) this.flush();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.flush();
      });
    }
    return true;
  }

  /** Writes what is held now: at the end of the step, and on exit whatever the reason. */
  flush(): void {
    if (this.#held === '') return;
    const text = this.#held;
    this.#held = '';
    this.#target.write(text);
  }
}
