import { AppConfig, type ContainerTemplate } from '../../api/models/app-config.ts';
import type { Application } from '../../api/models/app-read.ts';
import { convertReadModel, UnconvertibleEndpoint } from './read-model.ts';

export class LiveConfigError extends Error {}

/**
 * The live application in the update model: what a PUT must send to leave it as it is. Throws
 * LiveConfigError when the live configuration cannot be expressed in the update model, naming
 * the members (never the values: environment variables may hold secrets).
 */
export function liveUpdateModel(appId: string, application: Application): { config: AppConfig; leftOut: string[] } {
  let conversion;
  try {
    conversion = convertReadModel(application);
  } catch (error) {
    if (error instanceof UnconvertibleEndpoint) {
      throw new LiveConfigError(`The live configuration of application ${appId} cannot be sent back unchanged: ${error.message}.`);
    }
    throw error;
  }
  const parsed = AppConfig.safeParse(conversion.config);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(application)'}: ${issue.code}`);
    throw new LiveConfigError(
      `The live configuration of application ${appId} does not fit the update model after conversion (${problems.slice(0, 10).join('; ')}); ` +
        'sending it would change the application beyond its images, so nothing was sent.',
    );
  }
  return { config: parsed.data, leftOut: conversion.leftOut };
}

export function liveTemplates(config: AppConfig): ContainerTemplate[] {
  return config.containerTemplates ?? [];
}
