import type { ScriptVariable } from '../../api/models/edge-script.ts';

/** What a sync does with one wanted variable, decided from the script as read. */
export interface VariableChange {
  name: string;
  value: string;
  kind: 'create' | 'update' | 'unchanged';
  id?: number;
  /** What the write sends as `Required`: the variable's own, so a write never changes it; false for a new one. */
  required: boolean;
}

/** The script's variables by their exact name; one without a name cannot be asked for. */
export function variablesByName(variables: readonly ScriptVariable[]): Map<string, ScriptVariable> {
  const map = new Map<string, ScriptVariable>();
  for (const variable of variables) if (variable.Name) map.set(variable.Name, variable);
  return map;
}

/** Whether `variable` holds `value`; a variable without a value holds the empty one. */
export const holds = (variable: ScriptVariable | undefined, value: string) =>
  variable !== undefined && (variable.DefaultValue ?? '') === value;

/**
 * Each wanted variable against the script's: one whose DefaultValue already is the value is left
 * alone (a re-run writes nothing), one of another value is updated, one the script lacks is
 * created. Names are matched exactly, as the code reads them (`env.API_URL`): a name the script
 * holds only in another case is refused before this plan is written (caseRefusals), since the
 * platform may match it to that variable.
 */
export function planVariableChanges(
  existing: readonly ScriptVariable[],
  wanted: ReadonlyArray<{ name: string; value: string }>,
): VariableChange[] {
  const byName = variablesByName(existing);
  return wanted.map(({ name, value }) => {
    const found = byName.get(name);
    if (!found) return { name, value, kind: 'create', required: false };
    return { name, value, kind: holds(found, value) ? 'unchanged' : 'update', id: found.Id, required: found.Required ?? false };
  });
}

/** Whether the script as read holds the change as written: after a write whose answer was lost, this decides. */
export function holdsChange(variables: readonly ScriptVariable[], change: VariableChange): ScriptVariable | undefined {
  return variables.find((variable) => variable.Name === change.name && holds(variable, change.value));
}
