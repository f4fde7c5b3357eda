import type * as z from 'zod/mini';
import { InputError } from './inputs.ts';
import { formatPath, valueAt, type StructuredDocument } from './yaml-document.ts';

/** An issue as a reader words it: the place it is reported at, its words, and its rank among the place's issues. */
export interface WordedIssue {
  place: string;
  text: string;
  /** Of the issues of one place the lowest rank is reported; the first of equal ranks. */
  rank?: number;
}

/**
 * zod's issues as the problems of one input, every place's at once: one problem a place, in
 * the document's order (a list's items in their order, whatever order zod found them in).
 * `word` words an issue, or leaves it out with undefined.
 */
export function problemsOf(issues: readonly z.core.$ZodIssue[], word: (issue: z.core.$ZodIssue) => WordedIssue | undefined): string[] {
  const item = (issue: z.core.$ZodIssue) => (typeof issue.path[0] === 'number' ? issue.path[0] : -1);
  const first = new Map<string, { rank: number; text: string }>();
  for (const issue of [...issues].sort((a, b) => item(a) - item(b))) {
    const worded = word(issue);
    if (worded === undefined) continue;
    const known = first.get(worded.place);
    const rank = worded.rank ?? 0;
    if (known === undefined || rank < known.rank) first.set(worded.place, { rank, text: worded.text });
  }
  return [...first.values()].map(({ text }) => text);
}

/** The problems of one input as its error: alone, or counted and listed one a line. */
export function problemsError(input: string, problems: readonly string[]): InputError {
  return new InputError(
    input,
    problems.length === 1 ? String(problems[0]) : `${problems.length} problems:\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
}

/**
 * The issues of a YAML or JSON document, each with its line and the path of what it is about
 * (`line 4, targets[3].app-id: ...`): a member that is missing is reported at the mapping
 * that lacks it, and a list written as one block of text at the text.
 */
export function documentProblems(doc: StructuredDocument, root: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return problemsOf(issues, (issue) => {
    let path = issue.path;
    while (path.length > 0 && valueAt(doc.value, path) === undefined) path = path.slice(0, -1);
    const line = doc.lineOf(path);
    const text = `${line === undefined ? '' : `line ${line}, `}${formatPath([root, ...path])}: ${issue.message}`;
    // Of the issues of one place the first is kept: a kind that is not one is not also no kind's.
    return { place: formatPath(issue.path), text };
  });
}
