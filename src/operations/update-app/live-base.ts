import type { AppConfig, ContainerTemplate } from '../../api/models/app-config.ts';

export function liveTemplates(config: AppConfig): ContainerTemplate[] {
  return config.containerTemplates ?? [];
}
