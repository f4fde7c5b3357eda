import { z } from 'zod';
import { AddApplicationRequest } from '../../emulator/apps/schemas.ts';
import type { ContainerRegistry } from '../../src/api/models/app-read.ts';
import { digestRegistryId } from '../../src/platform/containers/registry.ts';
import type { ApiClient } from './http.ts';
import { isObject, type Json, type RoundTrip, type RouteUse, type Runner } from './steps.ts';

/*
 * The application half of the round trip, on the scratch application: read it, read its first
 * container's registry and resolve the digest of its tag (the registry named as update-app
 * names it: by kind when public, by id when private), PATCH that container to the image it runs, and PUT the
 * application back as it was read (its containers with their ids, so none is made anew); then
 * read it again and see the same containers on the same images. Each write sets what was
 * there: nothing to put back, but the platform may roll the pods out again. The read's shape
 * is the `app` read's business (reads.ts), not compared again here.
 */

export const APP_ROUTES: readonly RouteUse[] = [
  { method: 'GET', template: '/mc/apps/{appId}' },
  { method: 'GET', template: '/mc/registries/{registryId}' },
  { method: 'POST', template: '/mc/registries/digest' },
  { method: 'PATCH', template: '/mc/apps/{appId}/containers/{containerId}' },
  { method: 'PUT', template: '/mc/apps/{appId}' },
];

/** What of `value` the update model `schema` takes: its members, recursively; the rest dropped. */
function pick(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return pick(schema.unwrap() as z.ZodType, value);
  if (schema instanceof z.ZodObject && isObject(value)) {
    const picked: Json = {};
    for (const [key, member] of Object.entries(schema.shape)) {
      if (value[key] !== undefined && value[key] !== null) picked[key] = pick(member, value[key]);
    }
    return picked;
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => pick(schema.element as z.ZodType, item));
  return value;
}

const templatesOf = (body: unknown): Json[] =>
  isObject(body) && Array.isArray(body['containerTemplates']) ? body['containerTemplates'].filter(isObject) : [];

/** Container id to image, the way the comparison after the writes reads it. */
const images = (body: unknown) =>
  templatesOf(body).map((t) => `${String(t['id'])}=${String(t['imageNamespace'])}/${String(t['imageName'])}:${String(t['imageTag'])}`);

export async function appHalf(client: ApiClient, appId: string, run: Runner, result: RoundTrip): Promise<void> {
  const [appRoute, registryRoute, digestRoute, patchRoute, putRoute] = APP_ROUTES as [RouteUse, RouteUse, RouteUse, RouteUse, RouteUse];
  const appPath = `/mc/apps/${encodeURIComponent(appId)}`;
  const read = await run(
    'app-before',
    appRoute,
    [200],
    () => client.send('GET', appPath),
    (answer) => (templatesOf(answer.body).length === 0 ? 'the application has no container' : undefined),
  );
  if (!read.ok) return;
  const container = templatesOf(read.answer.body)[0] ?? {};
  const registryId = String(container['imageRegistryId']);
  // "dockerhub" or "github" names the kind already; a number is a registry to read.
  let kind = registryId;
  if (/^\d+$/.test(registryId)) {
    const registry = await run(
      'app-registry',
      registryRoute,
      [200],
      () => client.send('GET', `/mc/registries/${encodeURIComponent(registryId)}`),
      (answer) => (isObject(answer.body) ? undefined : 'the registry read is not an object'),
    );
    if (!registry.ok) return;
    kind = digestRegistryId(registry.answer.body as ContainerRegistry).registryId;
  }
  const digest = await run('image-digest', digestRoute, [200], () =>
    client.send('POST', '/mc/registries/digest', {
      body: {
        registryId: kind,
        imageNamespace: container['imageNamespace'],
        imageName: container['imageName'],
        tag: container['imageTag'],
      },
    }),
  );
  if (!digest.ok) return;
  const patched = await run('patch-image', patchRoute, [200, 204], () =>
    client.send('PATCH', `${appPath}/containers/${encodeURIComponent(String(container['id']))}`, {
      body: { imageTag: container['imageTag'] },
    }),
  );
  if (!patched.ok) return;
  const body = pick(AddApplicationRequest, read.answer.body);
  const fits = AddApplicationRequest.safeParse(body);
  if (!fits.success) {
    const issue = fits.error.issues[0];
    result.leftovers.push(
      `the application read cannot be sent back as its update model (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}); PUT not tried`,
    );
    return;
  }
  const put = await run('put-app', putRoute, [200, 201], () => client.send('PUT', appPath, { body }));
  if (!put.ok) return;
  const want = images(read.answer.body).join(', ');
  await run(
    'app-after',
    appRoute,
    [200],
    () => client.send('GET', appPath),
    (answer) =>
      images(answer.body).join(', ') === want ? undefined : 'the containers or their images are not those read before the writes',
  );
  result.cleanup.push('the scratch application was sent what it held: nothing to put back');
}
