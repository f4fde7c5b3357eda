import { checkHeaderSecret, showValue, trimAscii, type Inputs } from './inputs.ts';

/** The key travels in every comment's marker; a long one is a mistake, not a need. */
const MAX_COMMENT_KEY_LENGTH = 200;

export interface CommentSettings {
  enabled: boolean;
  /** Undefined when the workflow passed none (github.token is empty outside a runner). */
  token: string | undefined;
  /** The key the step was given; undefined means the default (see defaultCommentKey). */
  key: string | undefined;
  /**
   * allow-fork: a fork's pull request may be previewed, commented on and recorded as a
   * Deployment. Off by default: a privileged run (pull_request_target, workflow_run) that
   * deploys a fork's build serves code no maintainer has read, under the repository's name.
   */
  allowFork: boolean;
}

/**
 * Read on every step, whether or not it comments: a token with a stray newline or a key of
 * two lines is a mistake to report before any request, not when a pull request comes.
 */
export function readCommentSettings(inputs: Inputs): CommentSettings {
  const enabled = inputs.boolean('pr-comment', false);
  const token = inputs.check(() => {
    // Registered for masking as it is read, and never put in a message.
    const trimmed = trimAscii(inputs.raw('github-token') ?? '');
    return trimmed === '' ? undefined : checkHeaderSecret('github-token', trimmed, 'a GitHub token');
  });
  const key = inputs.line('comment-key');
  const allowFork = inputs.boolean('allow-fork', false);
  if (key !== undefined && key.length > MAX_COMMENT_KEY_LENGTH) {
    inputs.problems.refuse('comment-key', `is ${key.length} characters long; at most ${MAX_COMMENT_KEY_LENGTH}`);
  } else if (key !== undefined && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(key)) {
    inputs.problems.refuse('comment-key', `${showValue(key)} has a control character; a key is one line of text`);
  }
  return { enabled, token, key, allowFork };
}
