import { readFileSync, statSync } from 'node:fs';
import { InputError, showValue } from '../../inputs/inputs.ts';
import { utf8Text } from '../../inputs/utf8-text.ts';
import { workspacePath } from '../../inputs/workspace-path.ts';
import { codeSha256 } from '../../platform/edge-scripts/code-hash.ts';
import { MAX_SCRIPT_BYTES } from '../../api/limits.ts';

export interface ScriptFile {
  /** The path as given, for messages. */
  given: string;
  /** The code, decoded once; it is what is sent. */
  code: string;
  bytes: number;
  /** SHA-256 of the file's bytes, which are the UTF-8 of `code`. */
  sha256: string;
}

/**
 * Reads the built script once: inside the workspace, a regular file, not empty, UTF-8 text
 * (the API carries code as a JSON string, so other bytes could not be proved live by hash).
 * Throws InputError naming `input`; the code itself never goes into a message.
 */
export function readScriptFile(input: string, given: string, workspace: string): ScriptFile {
  const path = workspacePath(input, given, workspace);
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new InputError(input, `${showValue(given)} is a directory; give the built script file`);
    if (!stat.isFile()) throw new InputError(input, `${showValue(given)} is not a regular file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(input, `no file at ${showValue(given)} in the workspace (${workspace}); build the script before this step`);
  }
  if (size === 0) throw new InputError(input, `${showValue(given)} is empty; a script cannot be published without code`);
  if (size > MAX_SCRIPT_BYTES)
    throw new InputError(input, `${showValue(given)} has ${size} bytes; at most ${MAX_SCRIPT_BYTES} are allowed`);
  const bytes = readFileSync(path);
  // The byte order mark is kept, so that the text sent is the bytes hashed.
  const code = utf8Text(bytes, 'keep-mark');
  if (code === undefined) throw new InputError(input, `${showValue(given)} is not UTF-8 text`);
  return { given, code, bytes: bytes.length, sha256: codeSha256(bytes) };
}
