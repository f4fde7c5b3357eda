import { describe, expect, it } from 'vitest';
import { commentBody, MAX_COMMENT_LENGTH, quietMentions } from '../../src/github/comment-body.ts';
import { carriesMarker, commentMarker, defaultCommentKey } from '../../src/github/comment-key.ts';

const base = {
  marker: commentMarker('k'),
  operation: 'publish-script',
  failed: false,
  nothingLive: undefined,
  outputs: new Map<string, string>(),
  runUrl: 'https://github.com/acme/edge/actions/runs/1',
  now: new Date('2026-11-25T09:30:00Z'),
};

describe('the comment body', () => {
  it('shows mentions as code where GitHub would read one, and leaves e-mail addresses and tags alone', () => {
    expect(quietMentions('<p>cc @octocat, (@acme/ops) and ops@example.com</p>')).toBe(
      '<p>cc <code>@octocat</code>, (<code>@acme/ops</code>) and ops@example.com</p>',
    );
    expect(quietMentions('<a href="https://x.example/@me">x</a>')).toBe('<a href="https://x.example/@me">x</a>');
    // An entity before the @ ends in ';', which GitHub does not count as part of a word.
    expect(quietMentions('&#39;@octocat')).toBe('&#39;<code>@octocat</code>');
  });

  it('replaces a summary too long for a comment with a link to the run, keeping the marker first', () => {
    const body = commentBody({ ...base, summaryMarkdown: `<p>${'x'.repeat(MAX_COMMENT_LENGTH)}</p>` });
    expect(body.length).toBeLessThan(2000);
    expect(carriesMarker(body, base.marker)).toBe(true);
    expect(body).toContain('<a href="https://github.com/acme/edge/actions/runs/1">');
  });

  it('measures the body as it is sent, mentions shown as code: a summary that fits only before that is replaced by the link', () => {
    const mentions = '@octocat '.repeat(3_000);
    expect(mentions.length).toBeLessThan(MAX_COMMENT_LENGTH - 1000);
    const body = commentBody({ ...base, summaryMarkdown: `<p>${mentions}</p>` });
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(body).toContain('The summary is too long for a comment');
  });

  it('links the live URL only when it is an http(s) address and the step succeeded', () => {
    const live = new Map([['url', 'https://edge.example.com']]);
    expect(commentBody({ ...base, outputs: live, summaryMarkdown: '' })).toContain('Live at <a href="https://edge.example.com">');
    expect(commentBody({ ...base, outputs: live, failed: true, summaryMarkdown: '' })).not.toContain('Live at');
    expect(commentBody({ ...base, outputs: new Map([['url', 'javascript:alert(1)']]), summaryMarkdown: '' })).not.toContain('Live at');
  });

  it('says why nothing went live instead of "Live at" when the step put nothing live, as its Deployment ends inactive', () => {
    const idle = {
      ...base,
      outputs: new Map([['url', 'https://app.example.com']]),
      nothingLive: 'the app <idle> is not deployed',
      summaryMarkdown: '',
    };
    const body = commentBody(idle);
    expect(body).not.toContain('Live at');
    expect(body).toContain('<p>Nothing went live: the app &lt;idle&gt; is not deployed.</p>');
    // A failure says so in its summary: the headline is not the place for why nothing went live.
    expect(commentBody({ ...idle, failed: true })).not.toContain('Nothing went live');
  });

  it('says a rollback switched back to previous-deploy-id, never that it is live again: a switch back not verified says so in the verdict', () => {
    const verdict = '<p>❌ <strong>The probe failed; switched back to deploy v0001, not verified</strong></p>';
    const rolled = new Map([
      ['rolled-back', 'true'],
      ['previous-deploy-id', 'v0001'],
    ]);
    const body = commentBody({ ...base, operation: 'deploy-site', failed: true, outputs: rolled, summaryMarkdown: verdict });
    expect(body).toContain('Rolled back: this step switched back to deploy v0001, the deploy live before it');
    expect(body).not.toContain('is live again');
    expect(body).toContain('not verified');
    const other = commentBody({ ...base, failed: true, outputs: new Map([['rolled-back', 'true']]), summaryMarkdown: '' });
    expect(other).toContain('Rolled back: this step put back what was live before it');
    expect(other).not.toContain('is live again');
    expect(commentBody({ ...base, outputs: new Map([['rolled-back', 'false']]), summaryMarkdown: '' })).not.toContain('Rolled back');
  });

  it('encodes the key in the marker, so that no key ends the hidden comment or matches another', () => {
    const marker = commentMarker('a --> <b> @x');
    expect(marker).toBe('<!-- bunny-platform-action pr-comment a%20--%3E%20%3Cb%3E%20%40x -->');
    expect(carriesMarker(`${commentMarker('a')}\nbody`, commentMarker('a'))).toBe(true);
    expect(carriesMarker(`${commentMarker('ab')}\nbody`, commentMarker('a'))).toBe(false);
    expect(carriesMarker(`${commentMarker('a')}\r\nbody`, commentMarker('a'))).toBe(true);
  });

  it('names workflow, job, operation and the first id input the step has', () => {
    const env = { GITHUB_WORKFLOW: 'Preview', GITHUB_JOB: 'site' };
    const inputs: Record<string, string> = { 'pull-zone-id': '3001', 'zone-id': '1001' };
    expect(defaultCommentKey(env, 'purge-cache', (name) => inputs[name])).toBe('Preview / site / purge-cache / 3001');
    expect(defaultCommentKey({}, 'get-audit-log', () => undefined)).toBe('workflow / job / get-audit-log');
  });

  it("keys a probed URL by its host and path: its query and credentials would be in a public comment's marker", () => {
    const url = 'https://user:pass-word@www.example.com/health/?token=s3cr3t-value-1234&v=2';
    expect(defaultCommentKey({}, 'probe-url', (name) => (name === 'url' ? url : undefined))).toBe(
      'workflow / job / probe-url / www.example.com/health',
    );
    expect(defaultCommentKey({}, 'probe-url', (name) => (name === 'url' ? 'not a url' : undefined))).toBe('workflow / job / probe-url');
  });
});
