/**
 * What a probed URL must answer, and the check of one answer against it. Knows nothing of
 * GitHub Actions: the settings come parsed, the answer as status, headers and a capped body.
 */
export interface StatusRange {
  from: number;
  to: number;
}

export interface Expectations {
  statuses: StatusRange[];
  body?: { text: string } | { regex: RegExp } | undefined;
  header?: { name: string; value: string } | { name: string; regex: RegExp } | undefined;
  /** A commit (or its 7-40 hex prefix) that must appear in the body or a header value. */
  commit?: string | undefined;
}

export interface ProbeAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** The charset the body was read in, when not UTF-8. */
  readAs?: string;
}

export const showStatuses = (ranges: readonly StatusRange[]) =>
  ranges.map((range) => (range.from === range.to ? String(range.from) : `${range.from}-${range.to}`)).join(',');

/** The first expectation the answer does not meet, or undefined when it meets them all. */
export function firstMismatch(answer: ProbeAnswer, expect: Expectations): { kind: 'status' | 'body' | 'header'; why: string } | undefined {
  if (!expect.statuses.some((range) => answer.status >= range.from && answer.status <= range.to)) {
    return { kind: 'status', why: `status ${answer.status}, expected ${showStatuses(expect.statuses)}` };
  }
  const body = expect.body;
  // The excerpt shown is the UTF-8 reading: a body read in another charset says so, else the two disagree unexplained.
  const readAs =
    answer.readAs === undefined
      ? ''
      : ` (read as ${answer.readAs}, the charset its Content-Type or byte-order mark names; the excerpt is its UTF-8 reading)`;
  if (body && 'text' in body && !answer.body.includes(body.text))
    return { kind: 'body', why: `the body does not contain expect-body${readAs}` };
  if (body && 'regex' in body && !body.regex.test(answer.body))
    return { kind: 'body', why: `the body does not match expect-body-regex${readAs}` };
  const header = expect.header;
  if (header) {
    const value = answer.headers[header.name.toLowerCase()];
    if (value === undefined) return { kind: 'header', why: `no ${header.name} header` };
    if ('value' in header && value.trim() !== header.value) return { kind: 'header', why: `${header.name} is not the expected value` };
    if ('regex' in header && !header.regex.test(value))
      return { kind: 'header', why: `${header.name} does not match the expected pattern` };
  }
  if (expect.commit) {
    const commit = expect.commit.toLowerCase();
    const seen =
      answer.body.toLowerCase().includes(commit) || Object.values(answer.headers).some((value) => value.toLowerCase().includes(commit));
    if (!seen) return { kind: 'body', why: `commit ${expect.commit} appears in neither the body nor a header${readAs}` };
  }
  return undefined;
}
