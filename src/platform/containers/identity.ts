import type { AppConfig } from '../../api/models/app-config.ts';

/**
 * The live containers that share a name with another, each name with their ids: a template is
 * matched to its live container by name, so such a name matches two, and which one it updates
 * (and which one it deletes) cannot be decided.
 */
export function ambiguousNames(
  live: ReadonlyArray<{ name: string; id?: string | null | undefined }>,
): Array<{ name: string; ids: string[] }> {
  const byName = new Map<string, string[]>();
  for (const template of live) byName.set(template.name, [...(byName.get(template.name) ?? []), template.id ?? '(no id)']);
  return [...byName].filter(([, ids]) => ids.length > 1).map(([name, ids]) => ({ name, ids }));
}

/**
 * Gives each template of a configuration the id of the live container of the same name, as the
 * platform's CLI does. The update is a full replacement: a template without the live id is a new
 * container and the live one is deleted, so a file without ids would recreate every container on
 * every deploy. `kept` names the templates given a live id, `created` those with no live
 * counterpart (the platform creates them), `removed` the live containers the body leaves out
 * (the platform deletes them: which removals are allowed is the caller's decision).
 */
export function keepContainerIdentities(config: AppConfig, live: ReadonlyArray<{ name: string; id?: string | null | undefined }>) {
  const liveByName = new Map(live.map((template) => [template.name, template]));
  const names = new Set((config.containerTemplates ?? []).map((template) => template.name));
  const kept: string[] = [];
  const created: string[] = [];
  const templates = (config.containerTemplates ?? []).map((template) => {
    const match = liveByName.get(template.name);
    if (!match?.id) {
      created.push(template.name);
      // An id of a container that is not live (copied from another application) would be refused or wrong.
      const fresh = { ...template };
      delete fresh.id;
      return fresh;
    }
    kept.push(template.name);
    return { ...template, id: match.id };
  });
  const removed = live.filter((template) => !names.has(template.name)).map((template) => template.name);
  const result = config.containerTemplates === undefined ? { ...config } : { ...config, containerTemplates: templates };
  return { config: result, kept, created, removed };
}
