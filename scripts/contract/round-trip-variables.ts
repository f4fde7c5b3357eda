import { EdgeScriptVariableModel } from '../../emulator/read-models/index.ts';
import { showStatus, type Answer, type ApiClient } from './http.ts';
import { idOf, listOf, mayHaveActed, ok2xx, type Json, type RoundTrip, type RouteUse, type Runner } from './steps.ts';

/*
 * The variables half of the round trip, on the scratch script: upsert a variable, find it in
 * the script's EdgeScriptVariables, upsert it again with another value (the update), delete it,
 * find it gone. Its value is random, compared here, and never returned.
 */

export const VARIABLE_ROUTES: readonly RouteUse[] = [
  { method: 'PUT', template: '/compute/script/{id}/variables' },
  { method: 'GET', template: '/compute/script/{id}' },
  { method: 'DELETE', template: '/compute/script/{id}/variables/{variableId}' },
];

export async function variableHalf(
  client: ApiClient,
  scriptId: string,
  random: () => string,
  run: Runner,
  result: RoundTrip,
): Promise<void> {
  const [upsertRoute, scriptRoute, deleteRoute] = VARIABLE_ROUTES as [RouteUse, RouteUse, RouteUse];
  const scriptPath = `/compute/script/${encodeURIComponent(scriptId)}`;
  const name = `CONTRACT_CHECK_${random().toUpperCase()}`;
  const first = `contract-check ${random()}`;
  const second = `contract-check ${random()}`;
  const readScript = () => client.send('GET', scriptPath);
  const variableIn = (answer: Answer) => listOf(answer.body, 'EdgeScriptVariables').find((variable) => variable['Name'] === name);
  const upsert = (value: string) =>
    client.send('PUT', `${scriptPath}/variables`, { body: { Name: name, DefaultValue: value, Required: false } });

  let variableId: number | undefined;
  let mayExist = false;
  let deleted = false;
  try {
    // 200 with the variable when it is new.
    const created = await run(
      'upsert-variable',
      upsertRoute,
      [200],
      () => upsert(first),
      (answer) => (idOf(answer.body) === undefined ? 'the answer has no variable Id' : undefined),
      EdgeScriptVariableModel,
    );
    mayExist = mayHaveActed(created.answer);
    variableId = idOf(created.answer.body);
    if (!created.ok) return;

    const found = await run('find-variable', scriptRoute, [200], readScript, (answer) => {
      const variable = variableIn(answer);
      if (!variable) return "the script's EdgeScriptVariables does not list the variable just written";
      if (variable['Id'] !== variableId) return 'the script gives the variable another Id than the upsert did';
      if (variable['DefaultValue'] !== first) return 'the variable listed does not hold the value sent (DefaultValue)';
      return variable['Required'] === false ? undefined : 'the variable listed is not Required: false as sent';
    });
    if (!found.ok) return;

    // The same name again: an update, 204 with nothing to read (or 200 with the variable).
    const updated = await run('update-variable', upsertRoute, [200, 204], () => upsert(second));
    if (!updated.ok) return;
    const refound = await run('find-updated', scriptRoute, [200], readScript, (answer) => {
      const variable = variableIn(answer);
      if (!variable) return 'the script no longer lists the variable after the update';
      if (variable['Id'] !== variableId) return 'the update made another variable instead of changing the first';
      return variable['DefaultValue'] === second ? undefined : 'the variable still has its old value after the update';
    });
    if (!refound.ok) return;

    const removed = await run('delete-variable', deleteRoute, [204], () => client.send('DELETE', `${scriptPath}/variables/${variableId}`));
    deleted = removed.ok;
    if (!removed.ok) return;
    await run('find-variable-deleted', scriptRoute, [200], readScript, (answer) =>
      variableIn(answer) ? 'the script still lists the variable after the delete' : undefined,
    );
  } finally {
    if (mayExist && !deleted) await cleanUpVariable(client, scriptPath, variableId, name, readScript, variableIn, result);
  }
}

/** Deletes the variable the round trip wrote (found by its name when its id is not known), then reads the script to see it gone. */
async function cleanUpVariable(
  client: ApiClient,
  scriptPath: string,
  knownId: number | undefined,
  name: string,
  readScript: () => Promise<Answer>,
  variableIn: (answer: Answer) => Json | undefined,
  result: RoundTrip,
): Promise<void> {
  const leftover = `the variable named ${name} on the scratch script`;
  let id = knownId;
  if (id === undefined) {
    const script = await readScript();
    if (!ok2xx(script)) {
      result.leftovers.push(`${leftover} may exist (the script could not be read: ${showStatus(script)})`);
      return;
    }
    id = idOf(variableIn(script));
    if (id === undefined) {
      result.cleanup.push('the variable was never created: nothing to delete');
      return;
    }
  }
  const answer = await client.send('DELETE', `${scriptPath}/variables/${id}`);
  const after = await readScript();
  if (ok2xx(after) && !variableIn(after))
    result.cleanup.push(`deleted the variable the round trip wrote (delete answered ${showStatus(answer)})`);
  else
    result.leftovers.push(
      `${leftover} is still there, or the script cannot be read (delete answered ${showStatus(answer)}): delete it by hand`,
    );
}
