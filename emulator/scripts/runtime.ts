import type { ScriptOrigin } from '../pull-zones/edge.ts';
import { bootFailure, type ScriptVariables } from '../variables/state.ts';
import type { Script } from './state.ts';

/*
 * The Edge Script runtime, as a visitor meets it at the edge: a script answers at its own
 * hostnames and sits in front of the pull zones it is linked to. A script whose variables pass
 * the runtime's limits does not boot, and then every request to it, static files of its zones
 * included, answers 400 with an empty body (live tests; the API took the variables all the same).
 * A change of variables reaches the running script only after its propagation delay
 * (`state.variables.behaviour.propagationMs`). A release reaches each point of presence as a
 * change of rules does (edge.ts): a PoP runs what was live `asOf` its own sync delay ago.
 */

/** `{Name}-{Id}`: the label of the script's hostnames (`.b-cdn.net`, `.bunny.run`). */
export const scriptHost = (script: Pick<Script, 'Name' | 'Id'>) => `${script.Name}-${script.Id}`;

/** What the running code answers: the text of its first `new Response('...')`, else nothing. */
function answerOf(code: string): Buffer {
  const literal = /new Response\((['"`])((?:(?!\1).)*)\1/.exec(code);
  return Buffer.from(literal?.[2] ?? '');
}

/** The edge's view of the scripts: which one a hostname or a zone goes through, and whether it boots. */
export function scriptOrigin(scripts: () => Iterable<Script>, variables: ScriptVariables): ScriptOrigin {
  const answer = (script: Script, asOf: number) => {
    // The variables that have reached the running script, not those the API holds already.
    const running = variables.running(script.Id) ?? script.variables;
    const boots = variables.behaviour.runtimeLimits === 'ignore' || bootFailure(running) === undefined;
    // Before its first publish (or once a test takes its release away) the platform runs the saved code.
    const live = script.wentLive.findLast((change) => change.at <= asOf) ?? script.wentLive[0];
    return { boots, body: answerOf(live?.code ?? script.code) };
  };
  return {
    byHost(host, asOf) {
      for (const script of scripts()) {
        const label = scriptHost(script).toLowerCase();
        if (host === `${label}.b-cdn.net` || host === `${label}.bunny.run`) return answer(script, asOf);
      }
      return undefined;
    },
    byZone(zoneId, asOf) {
      for (const script of scripts()) if (script.linkedPullZones.includes(zoneId)) return answer(script, asOf);
      return undefined;
    },
  };
}
