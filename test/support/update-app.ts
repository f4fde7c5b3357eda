import { SEED, SEED_APP_SESSION_SECRET } from '../../emulator/server.ts';
import { readModel } from '../../emulator/apps/state.ts';
import { runAgainst, useEmulator } from './e2e.ts';
import { FakeClock } from './fake-clock.ts';

/**
 * The seeded application's update-app tests: each file's emulator, a step against it on a fake
 * clock (rollouts move on overview reads), and the application's container templates as read.
 */
export function useSeededApp() {
  const emulator = useEmulator();
  const base = { operation: 'update-app', 'app-id': SEED.appId, 'poll-interval-seconds': '5' };
  const secrets = [SEED_APP_SESSION_SECRET];
  const app = () => {
    const found = emulator().state.apps.get(SEED.appId);
    if (!found) throw new Error('no seeded app');
    return found;
  };
  const run = (inputs: Record<string, string>) => runAgainst(emulator(), { ...base, ...inputs }, { secrets, clock: new FakeClock() });
  const templates = () => (readModel(app()) as { containerTemplates: Array<Record<string, unknown>> }).containerTemplates;
  const imageOf = (name: string) => String(templates().find((template) => template['name'] === name)?.['image']);
  const idOf = (name: string) => String(templates().find((template) => template['name'] === name)?.['id']);
  /**
   * The later rollback step of docs/pipelines/container-app.md: runs only when previous-images has
   * a web image (its `if:`), and puts that image back. Undefined when it does not run.
   */
  const documentedRollback = (previousImages: string | undefined) => {
    const web = previousImages ? ((JSON.parse(previousImages) as Record<string, string>)['web'] ?? '') : '';
    return web === '' ? Promise.resolve(undefined) : run({ 'image-tags': `web=${web}`, 'wait-seconds': '600' });
  };
  return { emulator, base, secrets, app, run, templates, imageOf, idOf, documentedRollback };
}
