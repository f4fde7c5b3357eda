/**
 * What a delete's answer says of who deleted the thing, in the words every delete logs it with.
 * A 404 can answer the repeat of a delete whose answer was lost, which may have done the work.
 */

/**
 * Whether a delete's answer says someone else deleted the entry before this step: a 404, unless it
 * answered the repeat of a delete that may have been carried out (that delete is this step's).
 */
export const goneBefore = (answer: { status: number; repeatedAfterLoss?: boolean }): boolean =>
  answer.status === 404 && !answer.repeatedAfterLoss;

/** A 404 that answered such a repeat: the delete counts as this step's. */
export const REPEAT_FOUND_GONE = 'an earlier attempt may have done it; its repeat found it gone';
const DELETED_ON_REPEAT = `deleted (${REPEAT_FOUND_GONE})`;

/** How a delete's answer is logged after the thing's name: "already gone (404)", deleted on a repeat, or "deleted". */
export const deleteWords = (answer: { status: number; repeatedAfterLoss?: boolean }): string =>
  goneBefore(answer) ? 'already gone (404)' : answer.status === 404 ? DELETED_ON_REPEAT : 'deleted';
