import type { AppConfig } from '../../api/models/app-config.ts';
import { InputError } from '../../inputs/inputs.ts';

export interface IdentityResult {
  config: AppConfig;
  /** Templates the body keeps, by name, with the live id they were given. */
  kept: string[];
  /** Templates with no live counterpart: the platform creates them. */
  created: string[];
  /** Live containers the body leaves out: the platform deletes them. */
  removed: string[];
}

/**
 * Gives each template of a configuration the id of the live container of the same name. The
 * update is a full replacement: a template without the live id is a new container and the
 * live one is deleted, so a file without ids would recreate every container on every deploy.
 * A live container the configuration leaves out is refused unless removal is allowed.
 */
export function keepContainerIdentities(
  config: AppConfig,
  live: ReadonlyArray<{ name: string; id?: string | null | undefined }>,
  allowRemoval: boolean,
): IdentityResult {
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
  if (removed.length > 0 && !allowRemoval) {
    throw new InputError(
      'app-config',
      `leaves out the live container${removed.length === 1 ? '' : 's'} ${removed.join(', ')}: the update replaces the whole application, so ` +
        `${removed.length === 1 ? 'it' : 'they'} would be deleted. Add ${removed.length === 1 ? 'it' : 'them'} to app-config, or set allow-container-removal: true to delete ${removed.length === 1 ? 'it' : 'them'}. Nothing was changed.`,
    );
  }
  const result = config.containerTemplates === undefined ? { ...config } : { ...config, containerTemplates: templates };
  return { config: result, kept, created, removed };
}
