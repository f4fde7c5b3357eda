import * as core from '@actions/core';
import { IdTokenError, type Runner } from './runner.ts';
import { messageOf } from '../http/wording.ts';

/**
 * The runner's protocol through @actions/core, which writes the process's stdout and the files
 * the process's environment names: what the entry point hands `run()`.
 */
export const actionsCoreRunner: Runner = {
  info: (line) => core.info(line),
  debug: (message) => core.debug(message),
  annotate: (level, message, properties) => core[level](message, properties),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
  setOutput: (name, value) => core.setOutput(name, value),
  setSecret: (value) => core.setSecret(value),
  async appendSummary(html) {
    if (!process.env['GITHUB_STEP_SUMMARY']) return false;
    await core.summary.addRaw(html).write();
    core.summary.emptyBuffer();
    return true;
  },
  async getIDToken(audience) {
    try {
      return await core.getIDToken(audience);
    } catch (error) {
      // @actions/core says "Error Code : 503" inside its message, once its own retries are spent.
      const message = messageOf(error);
      const status = /Error Code\s*:\s*(\d{3})/.exec(message)?.[1];
      const said = /Error Message\s*:\s*(.*)/.exec(message)?.[1]?.trim();
      throw new IdTokenError(said ?? message.replace(/\s+/g, ' ').trim(), status === undefined ? undefined : Number(status));
    }
  },
};
