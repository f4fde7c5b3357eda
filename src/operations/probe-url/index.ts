import { planned } from '../../api/requests.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import type { Operation } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { probeAndReport, probeFailure, probeResult, shownUrl } from '../shared/probe-report.ts';

/** Checks that a live URL serves what was deployed. Read only, safe to re-run; no API request, no key. */
export const operation: Operation<ProbeSettings> = {
  actTitle: 'Probe the URL',

  plan({ inputs, env, http }) {
    const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 3 });
    const settings = readProbeSettings(inputs, env, http, 'url', wait);
    // Only a recorded input problem leaves no settings: the step then fails before anything is sent.
    return settings ?? ({ url: new URL('https://invalid.invalid/') } as ProbeSettings);
  },

  describe(settings) {
    // Not an API request: shown, at the URL's own origin and its query hidden as everywhere, so that a dry run says what would be probed.
    const { origin, pathname } = settings.url;
    return [
      planned(
        { method: settings.method, origin, path: pathname },
        `the probe's first attempt, not an API request${settings.url.search ? '; its query is not shown' : ''}`,
      ),
    ];
  },

  async execute(settings, _client, report) {
    report.summary.heading(`bunny.net probe-url: ${shownUrl(settings.url)}`);
    report.setOutput('url', shownUrl(settings.url));
    const outcome = await probeAndReport(settings, report);
    // The common `status` output is the last response's: here the probe's, as probe-status is (no API answered).
    report.setOutput('status', outcome.status);
    report.setOutput('result', probeResult(settings, outcome));
    if (outcome.matched) {
      report.summary.verdict(true, `${shownUrl(settings.url)} met every expectation ${settings.consecutive} time(s) in a row`);
      return;
    }
    const message = probeFailure(settings, outcome);
    throw new StepFailure(message, message);
  },
};
