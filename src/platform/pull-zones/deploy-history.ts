/*
 * The deploys live on a target before its rule's deploy, newest first, which the switch records
 * in the rule. One id alone (the deploy replaced) is not enough: a promote-site back from a
 * broken deploy Y to X would record Y as what was live before X, and a re-run of X's workflow
 * would name Y, the broken one, as the deploy its rollback restores. With the history, the
 * deploy live before X *first* went live is the one after X's oldest appearance in it.
 */

/**
 * How many deploys a rule records: each id is at most 64 characters, so the header stays short,
 * and a deploy live again after more switches than this counts as going live anew.
 */
export const HISTORY_MAX = 8;

const DEPLOY_ID = /^[A-Za-z0-9._-]+$/;
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The history as a header's value records it: ids, newest first, separated by commas. */
export const historyValue = (history: readonly string[]): string => history.join(',');

/** The history a header's value records (an earlier version of this action wrote one id: the deploy replaced). */
export function parseHistory(value: string | undefined): string[] {
  const ids = (value ?? '').split(',').map((id) => id.trim());
  // A value that is not this form (a hand edit) records nothing rather than something wrong.
  return ids.every((id) => DEPLOY_ID.test(id)) ? ids.slice(0, HISTORY_MAX) : [];
}

/** The history a switch to another deploy records: the deploy it replaces (when one was live), then what that one's rule recorded. */
export function extendHistory(replaced: string | undefined, recorded: readonly string[]): string[] {
  return replaced === undefined ? [] : [replaced, ...recorded].slice(0, HISTORY_MAX);
}

/**
 * What was live before `deployId` first went live, by the history its rule records: the entry
 * after its oldest appearance there, else the newest entry. `known` is false when that
 * appearance is the last entry of a full history (what came before was cut off).
 */
export function liveBefore(deployId: string, history: readonly string[]): { id: string | undefined; known: boolean } {
  let oldest = -1;
  history.forEach((id, index) => {
    if (sameId(id, deployId)) oldest = index;
  });
  const id = history[oldest + 1];
  return { id, known: id !== undefined || history.length < HISTORY_MAX };
}
