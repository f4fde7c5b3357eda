import { requests } from '../../api/requests.ts';
import { ApiError } from '../../api/api-error.ts';
import type { AppConfig, ContainerTemplate } from '../../api/models/app-config.ts';
import { explainNotFound } from '../api-error-context.ts';
import { checkAppConfig, omittedOptionalFields, readAppConfigDocument, requireMapping } from './app-config-document.ts';
import { applyImageTags, readImageTags, type ImageTagChange } from './image-tags.ts';
import { InputError, showValue, trimAscii } from '../../inputs/inputs.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { REDACTED, type Operation } from '../operation.ts';

interface UpdateAppPlan {
  appId: string;
  config: AppConfig;
  changes: ImageTagChange[];
}

/** "example/demo-web:1.4.3", with the digest when the configuration pins one. */
export function imageReference(template: ContainerTemplate): string {
  const image = `${template.imageNamespace}/${template.imageName}:${template.imageTag}`;
  return template.imageDigest ? `${image}@${template.imageDigest}` : image;
}

/** The configuration as a dry run shows it: container environment values often hold secrets. */
function withoutEnvironmentValues(config: AppConfig): AppConfig {
  return {
    ...config,
    containerTemplates: config.containerTemplates?.map((template) => ({
      ...template,
      environmentVariables: template.environmentVariables?.map((variable) => ({ ...variable, value: REDACTED })),
    })),
  } as AppConfig;
}

export const operation: Operation<UpdateAppPlan> = {
  plan({ inputs, workspace, log }) {
    const appId = inputs.line('app-id', { required: true, expected: 'the id of the application' });
    if (!/^[\x21-\x7e]+$/.test(appId)) {
      throw new InputError('app-id', `got ${showValue(appId)}; an application id holds visible ASCII characters only, without spaces`);
    }
    // A URL reads these as "this folder" and "the folder above": the PUT would replace something else.
    if (appId === '.' || appId === '..') {
      throw new InputError('app-id', `got ${showValue(appId)}; expected the id of the application`);
    }
    // Untrimmed: the indentation of inline YAML is part of its meaning.
    const raw = inputs.raw('app-config');
    if (raw === undefined || trimAscii(raw) === '') {
      throw new InputError(
        'app-config',
        'is required; give a path to a .json, .yaml or .yml file in the workspace, or the configuration itself as JSON or YAML',
      );
    }
    const text = /[\r\n]/.test(trimAscii(raw)) ? raw : trimAscii(raw);
    const document = readAppConfigDocument('app-config', text, workspace);
    const tags = readImageTags('image-tags', inputs.lines('image-tags'));
    requireMapping('app-config', document);
    const { config: tagged, changes } = applyImageTags('image-tags', document.value, tags);
    const config = checkAppConfig('app-config', document, tagged);

    for (const change of changes) {
      log.info(
        `Container ${inline(change.container)}: image tag ${inline(change.previous ?? '(none)')} -> ${change.tag} (from image-tags)`,
      );
    }
    const omitted = omittedOptionalFields(config);
    if (omitted.length > 0) {
      log.warning(
        `update-app replaces the whole configuration of application ${appId}, and app-config leaves out ${omitted.join(', ')}: ` +
          `the platform resets ${omitted.length === 1 ? 'it' : 'them'} to the default (none). Add ${omitted.length === 1 ? 'it' : 'them'} to app-config to keep the current value${omitted.length === 1 ? '' : 's'}.`,
        { title: 'update-app: left-out fields are reset' },
      );
    }
    return { appId, config, changes };
  },

  describe(plan) {
    return [requests.updateApp(plan.appId, withoutEnvironmentValues(plan.config))];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    setOutput('app-id', plan.appId);
    const templates = plan.config.containerTemplates ?? [];
    let id: string;
    try {
      const response = await client.send(requests.updateApp(plan.appId, plan.config));
      id = response.body.id;
      setOutput('app-id', id);
      setOutput('result', response.body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refusal (4xx) changed nothing; after a lost answer or a server error nobody knows.
      const refused = error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
      const outcome = refused ? 'was not updated' : 'may or may not have been updated: check it before running again';
      summary.heading(`bunny.net update-app: application ${plan.appId} ${outcome}`).paragraph(error.message.split('\n')[0] ?? '');
      if (error.details.length > 0)
        summary.table(
          ['Problem reported by the API'],
          error.details.map((detail) => [detail]),
        );
      throw explainNotFound(error, `No application has the id ${plan.appId}: check app-id.`);
    }

    log.info(`Application ${inline(id)} (${inline(plan.config.name)}) updated: ${templates.length} container template(s)`);
    for (const template of templates) log.info(`Container ${inline(template.name)}: ${inline(imageReference(template))}`);
    summary.heading(`bunny.net update-app: application ${id}`).facts([
      ['Name', plan.config.name],
      ['Runtime', plan.config.runtimeType],
      ['Autoscaling', `${plan.config.autoScaling.min} to ${plan.config.autoScaling.max} instances`],
    ]);
    const changed = new Map(plan.changes.map((change) => [change.container, change]));
    summary.table(
      ['Container', 'Image', 'Registry', 'Tag change'],
      templates.map((template) => {
        const change = changed.get(template.name);
        return [
          template.name,
          imageReference(template),
          template.imageRegistryId,
          change ? `${change.previous ?? '(none)'} → ${change.tag}` : '',
        ];
      }),
    );
  },
};
