import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { request } from 'undici';
import { systemClock, type Clock } from '../../src/http/clock.ts';
import { IdTokenError, type Runner, type RunnerEnv } from '../../src/runner/runner.ts';

/** The statuses @actions/http-client asks again for, and how many requests it makes at most for core's OIDC client. */
const CORE_RETRIES = new Set([502, 503, 504]);
const CORE_TRIES = 11;

/** A command's message: `%`, CR and LF escaped, as @actions/core escapes them and the runner unescapes them. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The runner's protocol as @actions/core writes it (workflow commands, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY), recorded for one step: its text goes to `stdout`, its files are the
 * ones of the step's own environment, so that steps of one test file run at once in one process.
 * Its token service is asked as @actions/core asks it: a 502, 503 or 504 is asked again, up to
 * 11 requests, after core's backoff slept on the step's clock (core sleeps 10 ms, 20 ms... 5 s).
 */
export class RecordingRunner implements Runner {
  readonly #env: RunnerEnv;
  readonly #clock: Clock;
  stdout = '';
  readonly masks: string[] = [];

  constructor(env: RunnerEnv, clock: Clock = systemClock) {
    this.#env = env;
    this.#clock = clock;
  }

  info(line: string): void {
    this.#line(line);
  }

  debug(message: string): void {
    this.#command('debug', {}, message);
  }

  annotate(level: 'error' | 'warning' | 'notice', message: string, properties: { title?: string }): void {
    this.#command(level, properties.title === undefined ? {} : { title: properties.title }, message);
  }

  startGroup(name: string): void {
    this.#command('group', {}, name);
  }

  endGroup(): void {
    this.#command('endgroup', {}, '');
  }

  setOutput(name: string, value: string): void {
    const file = this.#env['GITHUB_OUTPUT'];
    if (!file) {
      this.stdout += EOL;
      this.#command('set-output', { name }, value);
      return;
    }
    if (!existsSync(file)) throw new Error(`Unable to find the GITHUB_OUTPUT file at ${file}`);
    const delimiter = `ghadelimiter_${randomUUID()}`;
    appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
  }

  setSecret(value: string): void {
    this.masks.push(value);
    this.#command('add-mask', {}, value);
  }

  appendSummary(html: string): Promise<boolean> {
    const file = this.#env['GITHUB_STEP_SUMMARY'];
    if (!file) return Promise.resolve(false);
    appendFileSync(file, html, 'utf8');
    return Promise.resolve(true);
  }

  async getIDToken(audience?: string): Promise<string> {
    const address = this.#env['ACTIONS_ID_TOKEN_REQUEST_URL'] ?? '';
    const url = audience === undefined ? address : `${address}&audience=${encodeURIComponent(audience)}`;
    // @actions/http-client's schedule for core's OIDC client: maxRetries 10, 5 ms * 2^n between.
    for (let tries = 1; ; tries++) {
      let answer;
      try {
        answer = await request(url, { headers: { Authorization: `Bearer ${this.#env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'] ?? ''}` } });
      } catch (error) {
        throw new IdTokenError((error as Error).message);
      }
      const text = await answer.body.text();
      if (CORE_RETRIES.has(answer.statusCode) && tries < CORE_TRIES) {
        await this.#clock.sleep(5 * 2 ** Math.min(tries, 10));
        continue;
      }
      if (answer.statusCode !== 200) throw new IdTokenError(text, answer.statusCode);
      const token = (JSON.parse(text) as { value?: string }).value;
      if (!token) throw new IdTokenError('Response json body do not have ID Token field');
      this.setSecret(token);
      return token;
    }
  }

  #line(text: string): void {
    this.stdout += `${text}${EOL}`;
  }

  #command(name: string, properties: Record<string, string>, message: string): void {
    const given = Object.entries(properties).filter(([, value]) => value !== '');
    const props = given.length === 0 ? '' : ` ${given.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
    this.#line(`::${name}${props}::${escapeData(message)}`);
  }
}
