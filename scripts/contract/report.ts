/*
 * What the contract check finds, as the JSON report holds it and the table shows it. Names,
 * paths, JSON types and statuses only: no value of an answer, no id, no key, no address.
 */

type DifferenceKind =
  /** The platform sent a member the emulator does not send for the same read. */
  | 'platform-only'
  /** The emulator sends a member the platform did not send. */
  | 'emulator-only'
  /** Both sent the member, with different JSON types (null aside). */
  | 'type'
  /** An undocumented status, or the two answered differently. */
  | 'status'
  /** The platform's answer does not fit the emulator's read model. */
  | 'schema'
  /** The platform serves a request the emulator has no route for. */
  | 'emulator-missing-route'
  /** A step of the write round trip did not do what the documents say. */
  | 'round-trip'
  /** Something the round trip created could not be deleted. */
  | 'cleanup'
  /** A request the action sends that the run did not cover. */
  | 'uncovered';

export interface Difference {
  /** A read (`app`) or a write step (`write:add-record`). */
  endpoint: string;
  kind: DifferenceKind;
  /** Member path (`regionSettings.provisioningType`, `Records[].Name`), '' for the answer itself. */
  member: string;
  /** JSON types or status on the platform's side, '-' for none. */
  platform: string;
  emulator: string;
  detail?: string;
  /** For a member one side lacks: whether the emulator's read model documents it. */
  documented?: boolean;
  /** Members under a missing object or array, with their types. */
  below?: string[];
}

type NoteKind =
  | 'skipped'
  /** Documented in the read model, never sent by the emulator: it is behind the spec. */
  | 'documented-not-sent'
  /** Sent, not in the read model: the spec (or the emulator) is behind the platform. */
  | 'undocumented'
  | 'not-compared'
  | 'null-on-one-side'
  | 'unused-allow-list-entry'
  | 'cleanup';

export interface Note {
  endpoint: string;
  kind: NoteKind;
  member?: string;
  detail: string;
}

export interface AcceptedDifference {
  endpoint: string;
  kind: DifferenceKind;
  member: string;
  /** Only when checking this target; both when absent. */
  target?: 'platform' | 'emulator';
  /** Why it is accepted, and when to take the entry out. */
  reason: string;
}

export interface RequestRow {
  /** The read's id, or the write step. */
  name: string;
  /** `GET /dnszone/{id}`: the documents' template, never the ids. */
  request: string;
  platform: string;
  emulator: string;
  /** `same shape`, `2 differences`, `skipped: ...`, `ok`, or what went wrong. */
  result: string;
}

export interface ContractReport {
  format: 'bunny-platform-action/contract-report@1';
  generatedAt: string;
  /** Who played the platform: the real one (a key was given) or an emulator. */
  target: 'platform' | 'emulator';
  targetLabel: string;
  write: boolean;
  reads: RequestRow[];
  writes: RequestRow[];
  differences: Difference[];
  accepted: Array<Difference & { reason: string }>;
  notes: Note[];
  /** The action's requests (src/api/requests.ts and the Edge Storage client) and how many this run covered. */
  coverage: { total: number; covered: number; missing: string[] };
  summary: { differences: number; accepted: number; notes: number; skipped: number; passed: boolean };
}

/** Columns padded to their widest cell. */
function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

const NOTE_TITLES: Record<NoteKind, string> = {
  skipped: 'skipped',
  'documented-not-sent': 'documented, never sent by the emulator',
  undocumented: 'sent, not documented',
  'not-compared': 'not compared (null or empty on one side)',
  'null-on-one-side': 'null on one side only',
  'unused-allow-list-entry': 'allow-list entries that matched nothing',
  cleanup: 'cleanup',
};

/** The kinds whose `member` is a member path ('' being the whole body). */
const MEMBER_KINDS: ReadonlySet<DifferenceKind> = new Set(['platform-only', 'emulator-only', 'type', 'schema']);

/** The printed form: the request tables, the difference table (always, empty or not), counts of the rest. */
export function render(report: ContractReport, outPath: string | null): string[] {
  const lines: string[] = [];
  const mode = report.write ? 'reads and the write round trip' : 'reads only';
  lines.push(`Contract check of ${report.targetLabel} (${mode}), against the emulator's read models and its answers`);
  lines.push('');
  lines.push(
    ...table(
      ['read', 'request', 'platform', 'emulator', 'result'],
      report.reads.map((r) => [r.name, r.request, r.platform, r.emulator, r.result]),
    ),
  );
  if (report.writes.length > 0) {
    lines.push('');
    lines.push(
      ...table(
        ['write step', 'request', 'platform', 'emulator', 'result'],
        report.writes.map((r) => [r.name, r.request, r.platform, r.emulator, r.result]),
      ),
    );
  }
  // Reads show their skips in their own row; the write halves have none.
  for (const note of report.notes.filter((n) => n.kind === 'skipped' && n.endpoint.startsWith('write:'))) {
    lines.push(`skipped: ${note.endpoint}: ${note.detail}`);
  }
  lines.push('');
  const differences = report.differences;
  lines.push(`Differences: ${differences.length === 0 ? 'none' : differences.length}`);
  lines.push(
    ...table(
      ['endpoint', 'kind', 'member', 'platform', 'emulator', 'detail'],
      differences.map((d) => [
        d.endpoint,
        d.kind,
        d.member !== '' ? d.member : MEMBER_KINDS.has(d.kind) ? '(body)' : '-',
        d.platform,
        d.emulator,
        [d.documented === undefined ? '' : d.documented ? 'documented' : 'not documented', d.detail ?? ''].filter(Boolean).join('; '),
      ]),
    ),
  );
  if (report.accepted.length > 0)
    lines.push(`Accepted (allow-list, scripts/contract/accepted.ts): ${report.accepted.length}, listed in the report`);
  const counts = new Map<NoteKind, number>();
  for (const note of report.notes) if (note.kind !== 'skipped') counts.set(note.kind, (counts.get(note.kind) ?? 0) + 1);
  if (counts.size > 0) {
    lines.push('Informational, not failures (listed in the report):');
    for (const [kind, count] of counts) lines.push(`  ${NOTE_TITLES[kind]}: ${count}`);
  }
  lines.push('');
  const { total, covered, missing } = report.coverage;
  lines.push(`Requests covered: ${covered} of ${total} requests${missing.length === 0 ? '' : ` (not covered: ${missing.join(', ')})`}`);
  if (outPath !== null) lines.push(`Report written to ${outPath}`);
  lines.push(report.summary.passed ? 'Result: no differences' : `Result: ${differences.length} difference(s)`);
  return lines;
}
