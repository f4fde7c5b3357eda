import type { ScriptVariable } from '../../api/models/edge-script.ts';

/** Where each required name was found, and which were found nowhere. */
export interface RequiredEnvVerdict {
  asSecret: string[];
  asVariable: string[];
  /** Neither a secret nor a variable with a value: the code would start without it. */
  missing: string[];
  /** Of the missing, those the script has as a variable with an empty value. */
  emptyVariables: string[];
}

/**
 * Whether the script's configuration gives each name to the code: as a secret (its value cannot
 * be read, so its existence is what counts) or as a variable whose DefaultValue is not empty.
 * Names are compared exactly, as the code reads them.
 */
export function checkRequiredEnv(
  names: readonly string[],
  variables: readonly ScriptVariable[],
  secretNames: readonly (string | null | undefined)[],
): RequiredEnvVerdict {
  const secrets = new Set(secretNames.filter((name): name is string => !!name));
  const valued = new Set(variables.filter((v) => v.Name && (v.DefaultValue ?? '') !== '').map((v) => v.Name as string));
  const empty = new Set(variables.filter((v) => v.Name && (v.DefaultValue ?? '') === '').map((v) => v.Name as string));
  const verdict: RequiredEnvVerdict = { asSecret: [], asVariable: [], missing: [], emptyVariables: [] };
  for (const name of names) {
    if (secrets.has(name)) verdict.asSecret.push(name);
    else if (valued.has(name)) verdict.asVariable.push(name);
    else {
      verdict.missing.push(name);
      if (empty.has(name)) verdict.emptyVariables.push(name);
    }
  }
  return verdict;
}
