import { EdgeScriptReleaseModel, EdgeScriptReleasePage } from '../../emulator/read-models/index.ts';
import { showStatus, type Answer, type ApiClient } from './http.ts';
import { isObject, listOf, mayHaveActed, type Json, type RoundTrip, type RouteUse, type Runner } from './steps.ts';

/*
 * The publish half of the round trip, on the scratch script: save a draft, publish it, find it
 * live and in the release list, then put back what was live before by publishing that release
 * again (as rollback-script does) and saving its code as the draft. A script with no release
 * before cannot be put back to none: its new release stays, and the cleanup says so.
 */

export const PUBLISH_ROUTES: readonly RouteUse[] = [
  { method: 'GET', template: '/compute/script/{id}/releases/active' },
  { method: 'POST', template: '/compute/script/{id}/code' },
  { method: 'POST', template: '/compute/script/{id}/publish' },
  { method: 'GET', template: '/compute/script/{id}/releases' },
  { method: 'POST', template: '/compute/script/{id}/publish/{uuid}' },
];

const text = (body: unknown, member: string): string | undefined =>
  isObject(body) && typeof body[member] === 'string' ? body[member] : undefined;

export async function publishHalf(
  client: ApiClient,
  scriptId: string,
  random: () => string,
  run: Runner,
  result: RoundTrip,
): Promise<void> {
  const [activeRoute, codeRoute, publishRoute, releasesRoute, republishRoute] = PUBLISH_ROUTES as [
    RouteUse,
    RouteUse,
    RouteUse,
    RouteUse,
    RouteUse,
  ];
  const scriptPath = `/compute/script/${encodeURIComponent(scriptId)}`;
  const readActive = () => client.send('GET', `${scriptPath}/releases/active`);
  const note = `contract-check ${random()}`;
  const code = `// contract-check ${random()}\nexport default { fetch: () => new Response('contract check') };\n`;

  const before = await run('active-before', activeRoute, [200, 404], readActive, undefined, EdgeScriptReleaseModel);
  if (!before.ok) return;
  const live: Json | undefined = before.answer.status === 200 && isObject(before.answer.body) ? before.answer.body : undefined;
  let published = false;
  try {
    const saved = await run('save-code', codeRoute, [200, 204], () => client.send('POST', `${scriptPath}/code`, { body: { Code: code } }));
    if (!saved.ok) return;
    const publish = await run('publish', publishRoute, [200, 204], () =>
      client.send('POST', `${scriptPath}/publish`, { body: { Note: note } }),
    );
    published = mayHaveActed(publish.answer);
    if (!publish.ok) return;
    const after = await run(
      'active-after',
      activeRoute,
      [200],
      readActive,
      (answer) => (text(answer.body, 'Code') === code ? undefined : 'the live release does not carry the code just published'),
      EdgeScriptReleaseModel,
    );
    if (!after.ok) return;
    await run(
      'release-list',
      releasesRoute,
      [200],
      () => client.send('GET', `${scriptPath}/releases`, { query: { page: '1', perPage: '5' } }),
      (answer) =>
        listOf(answer.body, 'Items').some((release) => release['Uuid'] === text(after.answer.body, 'Uuid'))
          ? undefined
          : 'the first page of releases does not list the release just published',
      EdgeScriptReleasePage,
    );
  } finally {
    if (published) await restore(client, scriptPath, live, random, run, republishRoute, codeRoute, readActive, result);
  }
}

/** Publishes again the release live before and saves its code as the draft; with none before, republishes the new one. */
async function restore(
  client: ApiClient,
  scriptPath: string,
  live: Json | undefined,
  random: () => string,
  run: Runner,
  republishRoute: RouteUse,
  codeRoute: RouteUse,
  readActive: () => Promise<Answer>,
  result: RoundTrip,
): Promise<void> {
  const uuid = text(live, 'Uuid');
  const target = uuid ?? text((await readActive()).body, 'Uuid');
  if (target === undefined) {
    result.leftovers.push('the release the round trip published on the scratch script is live: publish the one you want by hand');
    return;
  }
  const again = await run('republish', republishRoute, [200, 204], () =>
    client.send('POST', `${scriptPath}/publish/${encodeURIComponent(target)}`, { body: { Note: `contract-check restore ${random()}` } }),
  );
  if (uuid === undefined) {
    result.cleanup.push(
      'the scratch script had no release before: the one the round trip published stays live (a script cannot be unpublished)',
    );
    return;
  }
  if (!again.ok) {
    result.leftovers.push(
      `the scratch script runs the round trip's release (republish answered ${showStatus(again.answer)}): publish the earlier one by hand`,
    );
    return;
  }
  const draft = text(live, 'Code');
  if (draft === undefined) {
    result.cleanup.push("published the earlier release again; it lists no code, so the draft keeps the round trip's");
    return;
  }
  const saved = await run('restore-draft', codeRoute, [200, 204], () =>
    client.send('POST', `${scriptPath}/code`, { body: { Code: draft } }),
  );
  if (saved.ok) result.cleanup.push('published the earlier release again and saved its code as the draft');
  else result.leftovers.push(`the scratch script's draft is the round trip's code (save answered ${showStatus(saved.answer)})`);
}
