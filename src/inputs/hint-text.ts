import type { Hint } from '../http/wording.ts';

/** Each hint code of the HTTP layer, worded with the input it means; appended to the failure's message. */
const HINT_TEXT: Record<Hint, string> = {
  'account-key-refused':
    '\nThe API refused api-key. It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key; check the secret behind api-key.',
  'base-url': ' Check api-url.',
  'more-attempts': ' Or raise max-attempts.',
};

/** `message` followed by what each hint asks the person running the step to check, once each. */
export function withHintText(message: string, hints: readonly Hint[]): string {
  return [...new Set(hints)].reduce((text, hint) => (text.includes(HINT_TEXT[hint].trim()) ? text : text + HINT_TEXT[hint]), message);
}
