import { requests } from '../../api/requests.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShieldZone } from '../../api/models/shield-zone.ts';
import type { Operation } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { WAF_LOG_MODE, wafModeName } from '../../platform/shield/waf-mode.ts';

interface GetShieldZonePlan {
  pullZoneId: number;
  requireWaf: boolean;
}

export const operation: Operation<GetShieldZonePlan> = {
  plan({ inputs }) {
    return { pullZoneId: inputs.id('pull-zone-id', 'int32'), requireWaf: inputs.boolean('require-waf', false) };
  },

  describe(plan) {
    return [requests.shieldZoneOfPullZone(plan.pullZoneId)];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    const { pullZoneId } = plan;
    summary.heading(`bunny.net get-shield-zone: pull zone ${pullZoneId}`);
    let zone: ShieldZone;
    try {
      // 202 (not ready yet) is asked again by the transport, and ends in an error if it stays.
      zone = (await client.send(requests.shieldZoneOfPullZone(pullZoneId))).body.data;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) {
        throw new StepFailure(
          `Pull zone ${pullZoneId} has no shield zone, or does not exist (${error.request} answered 404 Not Found${error.apiMessage ? `: ${error.apiMessage}` : ''})`,
          `Pull zone ${pullZoneId} has no shield zone`,
          error,
        );
      }
      if (error.status === 202 && (error.apiMessage !== undefined || error.errorKey !== undefined)) {
        // Shield answers 202 with an error body too: that is a refusal, and its reason is the message.
        const verdict = `The shield zone of pull zone ${pullZoneId} could not be read`;
        throw new StepFailure(`${verdict}: ${error.message}`, verdict, error);
      }
      if (error.status === 202) {
        throw error.withMessage(error.message.replace('not ready yet', `the shield zone of pull zone ${pullZoneId} is not ready yet`));
      }
      throw error;
    }

    const wafEnabled = zone.wafEnabled === true;
    const learningMode = zone.learningMode === true;
    setOutput('shield-zone-id', zone.shieldZoneId);
    setOutput('waf-enabled', wafEnabled);
    setOutput('learning-mode', learningMode);
    setOutput('result', zone);

    const learning = learningMode ? `on${zone.learningModeUntil ? ` until ${inline(zone.learningModeUntil, 40)}` : ''}` : 'off';
    log.info(
      `Pull zone ${pullZoneId}: shield zone ${zone.shieldZoneId}, WAF ${wafEnabled ? 'enabled' : 'disabled'}, learning mode ${learning}`,
    );

    // An enabled WAF in Log mode or in learning mode only logs. require-waf fails on wafEnabled
    // alone, as the spec says (learning mode ends by itself, and a gate must not fail until then),
    // but such a WAF is never shown as passing: the step warns, naming what it blocks.
    const logOnly = wafEnabled && zone.wafExecutionMode === WAF_LOG_MODE;
    const blocksNothing = [
      ...(logOnly ? [`it is enabled in Log mode (wafExecutionMode ${WAF_LOG_MODE}), which logs attacks and blocks none`] : []),
      ...(wafEnabled && learningMode
        ? [
            `it is in learning mode${zone.learningModeUntil ? ` (until ${inline(zone.learningModeUntil, 40)})` : ''}, which logs what it would block`,
          ]
        : []),
    ];
    if (plan.requireWaf && wafEnabled && blocksNothing.length === 0) summary.verdict(true, 'WAF is enabled');
    summary.facts([
      ['Shield zone', zone.shieldZoneId],
      ['WAF enabled', wafEnabled],
      ['Execution mode', inline(wafModeName(zone.wafExecutionMode), 40)],
      ['Learning mode', learning],
      ['Disabled WAF rules', zone.wafDisabledRules?.length ?? 0],
      ['Log-only WAF rules', zone.wafLogOnlyRules?.length ?? 0],
      ['Real-time threat intelligence', zone.wafRealtimeThreatIntelligenceEnabled ?? ''],
      ['Rate limit rules limit', zone.rateLimitRulesLimit ?? ''],
      ['Custom WAF rules limit', zone.customWafRulesLimit ?? ''],
    ]);

    if (plan.requireWaf && !wafEnabled) {
      throw new StepFailure(
        `The WAF of pull zone ${pullZoneId} (shield zone ${zone.shieldZoneId}) is disabled, and require-waf is true`,
        'WAF is disabled, and require-waf is true',
      );
    }
    if (blocksNothing.length > 0) {
      const words = `The WAF of pull zone ${pullZoneId} (shield zone ${zone.shieldZoneId}) blocks nothing: ${blocksNothing.join('; ')}`;
      if (plan.requireWaf) {
        log.warning(`${words}. require-waf passes it, as it is enabled: it is no protection until it blocks`);
        summary.paragraph(`⚠️ WAF is enabled, but blocks nothing: ${blocksNothing.join('; ')}`);
      } else log.info(words);
    }
  },
};
