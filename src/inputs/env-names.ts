import { characterPosition } from './inputs.ts';

/**
 * The names of an Edge Script's environment: its variables and its secrets, one namespace (a
 * name is unique across both), so one rule reads both lists.
 */

/** A name as the code reads it from its environment. */
export const ENV_NAME_CHARACTERS = /^[A-Za-z0-9_]+$/;

/**
 * Beyond ASCII and nothing a reader can see: a BOM, a zero-width or no-break space, a line or
 * paragraph separator, and what Unicode says a renderer may draw as nothing
 * (Default_Ignorable_Code_Point: a combining grapheme joiner, a variation selector, a Hangul
 * filler), with the blank braille pattern U+2800, which draws as a space but is none. A variation
 * selector or a joiner inside an emoji is refused too: a secret's name is not worth the risk. An
 * ASCII space is seen, and named as any other character.
 */
const INVISIBLE = /(?![\x00-\x7f])[\p{Cf}\p{Z}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** A character a reader cannot see, or one that is no character (a control character). */
const UNSEEN = new RegExp(`\\p{Cc}|${INVISIBLE.source}`, 'u');

/**
 * What is wrong with a name's characters, as the end of "has …", or undefined. Only the position
 * is named, never the text: a name in a list may be a value pasted where a name belongs. The
 * kind is named for a character nobody sees, which a lookalike of a real name (a BOM before
 * API_TOKEN) would otherwise leave a user hunting for. `unseenOnly`: a secret's name, which the
 * API takes with any visible character (1..256) and a script may already have with `-` or `.`,
 * is refused only what a reader cannot see; a variable's takes letters, digits and _ alone.
 */
export function nameCharacterProblem(name: string, unseenOnly = false): string | undefined {
  const bad = (unseenOnly ? UNSEEN : /[^A-Za-z0-9_]/u).exec(name);
  if (!bad) return undefined;
  const position = `at position ${characterPosition(name, bad.index)}`;
  const rule = unseenOnly ? '(nobody sees it: retype the name)' : '(a name holds only letters, digits and _)';
  if (/\p{Cc}/u.test(bad[0])) return `a control character ${position} ${rule}`;
  if (INVISIBLE.test(bad[0])) return `an invisible character ${position} ${rule}`;
  return `a character other than letters, digits and _ ${position}`;
}

/**
 * The names of a list seen so far, by line: each call with the next name says what is wrong with
 * it given the earlier ones, or undefined. Two names that differ only in case are refused: the
 * platform may match names without regard to case (its CLI upper-cases them), and which of the
 * two a script would read is then unknown.
 */
export function nameRepeats(noun: string): (name: string, line: number) => string | undefined {
  const first = new Map<string, { name: string; line: number }>();
  return (name, line) => {
    const key = name.toLowerCase();
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, { name, line });
      return undefined;
    }
    return earlier.name === name
      ? `${name} is listed twice (first on line ${earlier.line}); give each ${noun} once`
      : `${name} and ${earlier.name} (line ${earlier.line}) differ only in case; the platform may match names without regard to case, so give one of them`;
  };
}
