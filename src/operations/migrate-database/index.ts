import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { reachDatabase, refusesWrite } from '../../platform/database/access.ts';
import { sqlApiBase } from '../../platform/database/database-url.ts';
import { byName, migrationStates, type HistoryRow, type MigrationStatus } from '../../platform/database/history.ts';
import { literalsOf, said } from '../../platform/database/database-said.ts';
import { applyMigration, readHistory } from '../../platform/database/migrations.ts';
import { NOT_YET, SqlClient } from '../../platform/database/sql-client.ts';
import { USER_AGENT } from '../../runner/version.ts';
import type { DecidingOperation, StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { readMigratePlan, type MigratePlan } from './migrate-inputs.ts';
import { leftAsItIs, refusedProblem, type MigrationFile, type SetAsideFile } from './migration-files.ts';
import { messageOf } from '../../http/wording.ts';
import { ApiError } from '../../api/api-error.ts';

interface Target {
  base: URL;
  token: string;
  /** Set when the token was minted for it (full-access, as a run mints it); else the token is database-token. */
  databaseId?: string;
}

interface Decision {
  plan: MigratePlan;
  target: Target;
  statuses: MigrationStatus[];
  /** The files to apply, in order. */
  pending: MigrationFile[];
  /** Every file pending (out of order too), those that cannot be applied as they are among them: what a refusal or a dry run leaves pending. */
  pendingNames: string[];
  drift: Array<{ name: string; state: string }>;
  /** Files that cannot be applied as they hold, which the history holds as applied: left as they are, with a warning. */
  leftAsTheyAre: SetAsideFile[];
  /** Why the step writes nothing, decided from the read: shown by a dry run, the failure of a run. */
  refusal: string | undefined;
}

const DRIFT_STATES = new Set(['modified', 'missing', 'out_of_order']);
const names = (files: readonly { name: string }[]) => files.map((file) => file.name);
/** Every file in the folder, those set aside too: the history is read for each. */
const fileCount = (plan: MigratePlan) => plan.files.length + plan.setAside.length;

function openSql(plan: MigratePlan, target: Target): SqlClient {
  return new SqlClient({ base: target.base, token: target.token, userAgent: USER_AGENT, step: plan.step });
}

/**
 * The database and a token for it. With database-id, the token is minted for this step only
 * (full-access for a run, read-only for a dry run, which needs no more) and masked before
 * anything is printed.
 */
async function reach(plan: MigratePlan, client: PlatformClient, report: StepReport): Promise<Target> {
  const { access } = plan;
  if (access.kind === 'token') return { base: access.base, token: access.token };
  const kind = plan.step.settings.dryRun ? 'read-only' : 'full-access';
  const { token, url } = await reachDatabase(client, access.databaseId, report.clock, (value) => plan.step.secrets.add(value), kind);
  try {
    return { base: sqlApiBase(url), token, databaseId: access.databaseId };
  } catch (error) {
    throw new Error(`GET /database/v2/databases/${access.databaseId} gave a URL the SQL API cannot be reached at: ${messageOf(error)}`);
  }
}

function decide(plan: MigratePlan, target: Target, history: HistoryRow[]): Decision {
  const statuses = migrationStates(
    [...plan.files, ...plan.setAside].sort((a, b) => byName(a.name, b.name)),
    history,
  );
  const stateOf = new Map(statuses.map((status) => [status.name, status.state]));
  // Applied already, with the checksum of the text as it is: the history is what it is, and the file matches it.
  const leftAsTheyAre = plan.setAside.filter((file) => stateOf.get(file.name) === 'applied');
  const unappliable = plan.setAside.filter((file) => stateOf.get(file.name) !== 'applied');
  // Drift is what the history says, allowed or not: allow-out-of-order only keeps it from refusing the run.
  const drift = statuses.filter((status) => DRIFT_STATES.has(status.state)).map(({ name, state }) => ({ name, state }));
  const refused = drift.filter((entry) => !(entry.state === 'out_of_order' && plan.allowOutOfOrder));
  const pendingNames = statuses.filter((s) => s.state === 'pending' || s.state === 'out_of_order').map((s) => s.name);
  const pendingSet = new Set(pendingNames);
  const pending = plan.files.filter((file) => pendingSet.has(file.name));
  const refusals: string[] = unappliable.map(refusedProblem);
  const named = (state: string) => refused.filter((entry) => entry.state === state).map((entry) => entry.name);
  if (named('modified').length > 0)
    refusals.push(`modified since they were applied (their checksum differs from the history's): ${named('modified').join(', ')}`);
  if (named('missing').length > 0) refusals.push(`in the history but not in ${plan.dirShown}: ${named('missing').join(', ')}`);
  if (named('out_of_order').length > 0)
    refusals.push(
      `pending but sorting before a migration already applied (set allow-out-of-order: true to apply them anyway): ${named('out_of_order').join(', ')}`,
    );
  if (plan.maxMigrations !== undefined && pendingNames.length > plan.maxMigrations)
    refusals.push(`${pendingNames.length} migrations are pending, more than max-migrations (${plan.maxMigrations})`);
  const refusal = refusals.length > 0 ? `Nothing was applied: ${refusals.join('; ')}.` : undefined;
  return { plan, target, statuses, pending, pendingNames, drift, leftAsTheyAre, refusal };
}

/**
 * How the step ended for its files: applied by it, applied by another step at the same time,
 * still pending, and one whose outcome is unknown (its answer lost, the history unread or not
 * holding it yet).
 */
interface Ending {
  applied: string[];
  appliedByAnother?: string[];
  pending: string[];
  unknown?: string | undefined;
}

function setOutputs(report: StepReport, decision: Decision, ending: Ending, extra: Record<string, unknown> = {}) {
  const { plan, target, statuses } = decision;
  const { applied, appliedByAnother = [], pending, unknown } = ending;
  // A file another step applied is in the history with its checksum: applied, as the CLI would list it.
  const stateOf = (name: string, state: string) =>
    applied.includes(name) || appliedByAnother.includes(name) ? 'applied' : name === unknown ? 'unknown' : state;
  report.setOutput('applied', applied);
  report.setOutput('pending', pending);
  report.setOutput('drift', decision.drift);
  report.setOutput('result', {
    database: target.base.host,
    ...(target.databaseId ? { databaseId: target.databaseId } : {}),
    dir: plan.dirShown,
    applied,
    pending,
    drift: decision.drift,
    ...(unknown === undefined ? {} : { unknown: [unknown] }),
    files: statuses.map(({ name, state }) => ({ name, state: stateOf(name, state) })),
    ...(appliedByAnother.length > 0 ? { appliedByAnother } : {}),
    ...extra,
  });
}

export const operation: DecidingOperation<MigratePlan, Decision> = {
  plan(context) {
    return readMigratePlan(context) as MigratePlan;
  },

  readsWithoutKey(plan) {
    return plan.access.kind === 'token';
  },

  describe(plan): PlannedRequest[] {
    const host = plan.access.kind === 'token' ? plan.access.base.host : 'the database host';
    return [
      ...(plan.access.kind === 'database-id'
        ? [
            planned(
              requests.generateDatabaseToken(plan.access.databaseId, {
                authorization: plan.step.settings.dryRun ? 'read-only' : 'full-access',
                expires_at: '{now + 15 min}',
              }),
              'a token for this step only; masked',
            ),
            planned(requests.database(plan.access.databaseId), "the database's URL"),
          ]
        : []),
      { method: 'POST', path: '/v2/pipeline', note: `on ${host}: read the migration history (writes nothing)` },
      {
        method: 'POST',
        path: '/v2/pipeline',
        note: `on ${host}: each pending file of ${fileCount(plan)} as one batch with its history row, in name order`,
      },
    ];
  },

  async inspect(plan, client, report) {
    const target = await reach(plan, client, report);
    const sql = openSql(plan, target);
    try {
      report.log.info(`Reading the migration history of ${target.base.host}; ${fileCount(plan)} file(s) in ${plan.dirShown}.`);
      const history = await readHistory(sql);
      return decide(plan, target, history);
    } finally {
      await sql.close();
    }
  },

  show(decision, report, mode) {
    const { plan, statuses, pending, refusal, target } = decision;
    const { log, summary } = report;
    const counts = ['applied', 'pending', 'modified', 'missing', 'out_of_order']
      .map((state) => [state, statuses.filter((s) => s.state === state).length] as const)
      .filter(([, count]) => count > 0)
      .map(([state, count]) => `${count} ${state}`);
    log.info(`Migrations of ${target.base.host} from ${plan.dirShown}: ${counts.join(', ') || 'none'}.`);
    log.untrusted(statuses.map((status) => `${status.name}: ${status.state}`).join('\n'));
    for (const file of decision.leftAsTheyAre) {
      const { title, text } = leftAsItIs(file);
      log.warning(text, { title });
    }
    if (mode === 'run' && !refusal) return;
    summary.heading(`bunny.net migrate-database: ${target.base.host}${mode === 'dry-run' ? ' (dry run)' : ''}`);
    summary.table(
      ['File', 'State'],
      statuses.map((status) => [status.name, status.state]),
    );
    setOutputs(report, decision, { applied: [], pending: decision.pendingNames }, mode === 'dry-run' ? { dryRun: true } : {});
    if (refusal) {
      throw new StepFailure(
        mode === 'dry-run' ? `Dry run: ${refusal}` : refusal,
        mode === 'dry-run' ? 'The run would be refused' : 'Refused before any write',
      );
    }
    summary.verdict(true, `Dry run: ${pending.length} migration(s) would be applied`);
  },

  async apply(decision, _client, report) {
    const { plan, target, pending, statuses } = decision;
    const { log, summary } = report;
    const applied: string[] = [];
    const byOthers: string[] = [];
    const finalState = new Map(statuses.map((status) => [status.name, status.state as string]));
    // A trigger's RAISE message is a literal of some file, maybe another than the failing one, or
    // one passed over as applied: read from every file, only when a failure is worded.
    const literals = () =>
      literalsOf([
        ...plan.files.flatMap((file) => file.statements.map((statement) => statement.sql)),
        ...plan.setAside.map((file) => file.text),
      ]);
    /** The summary's table and the outputs as the files stand; a verdict follows. */
    const record = (remaining: string[], unknown?: string) => {
      summary.heading(`bunny.net migrate-database: ${target.base.host}`);
      summary.table(
        ['File', 'State'],
        statuses.map((status) => [status.name, finalState.get(status.name) ?? status.state]),
      );
      setOutputs(report, decision, { applied, appliedByAnother: byOthers, pending: remaining, unknown });
    };
    let finished = false;
    const finish = (ok: boolean, verdict: string, remaining: string[], unknown?: string) => {
      finished = true;
      record(remaining, unknown);
      summary.verdict(ok, verdict);
    };
    // The file at hand, and whether its batch was sent with no outcome known yet: it may still commit.
    let at = 0;
    let sent = false;
    report.onCancel(() => {
      if (finished) return undefined;
      const file = pending[at];
      const unknown = sent ? file?.name : undefined;
      if (unknown !== undefined) finalState.set(unknown, 'unknown');
      record(names(pending.slice(at)), unknown);
      return undefined;
    });
    if (pending.length === 0) {
      finish(true, 'Up to date: no migration pending', []);
      log.info('Up to date: no migration pending.');
      return;
    }
    const sql = openSql(plan, target);
    try {
      for (const [index, file] of pending.entries()) {
        at = index;
        /** Records the file's failure; what is still pending, for the message. */
        const failed = () => {
          finalState.set(file.name, 'failed');
          finish(false, `${file.name} failed`, names(pending.slice(index)));
          return `${applied.length} applied by this step${applied.length > 0 ? ` (${applied.join(', ')})` : ''}; still pending: ${names(pending.slice(index)).join(', ')}.`;
        };
        /**
         * Records that whether the file was applied is unknown: `pending` keeps it first, as the
         * spec's "the failing file and those after it", and `result.unknown` names it; the message
         * says what is pending beyond it.
         */
        const unknown = (resent = false) => {
          const rest = names(pending.slice(index + 1));
          finalState.set(file.name, 'unknown');
          finish(false, `${file.name}: whether it was applied is unknown`, names(pending.slice(index)), file.name);
          const why = resent ? 'an earlier send of it lost its answer and may still commit' : 'it was not sent again';
          return `${applied.length} applied by this step${applied.length > 0 ? ` (${applied.join(', ')})` : ''}; whether ${file.name} was applied is unknown (${why}; a re-run reads the history first and applies it only if it is not there); still pending: ${rest.join(', ') || 'none'}.`;
        };
        sent = true;
        const outcome = await applyMigration(sql, file).catch((error: unknown) => {
          // The batch may have committed: calling the file pending would invite a reader to think it was not.
          const rest = error instanceof ApiError && error.mayHaveLanded ? unknown() : failed();
          throw error instanceof Error ? Object.assign(error, { message: `${file.name}: ${error.message}\n${rest}` }) : error;
        });
        // Answered: the file is applied, or not, unless an earlier send of it lost its answer and may still commit.
        sent = !outcome.ok && outcome.afterOwnLoss === true;
        if (outcome.ok) {
          applied.push(file.name);
          finalState.set(file.name, 'applied now');
          const found = 'foundInHistory' in outcome ? ' (its answer was lost; the history, read before sending it again, holds it)' : '';
          log.info(`Applied ${file.name}: ${file.statements.length} statement(s)${found}.`);
          continue;
        }
        let row: HistoryRow | undefined;
        if (outcome.at === 'history') {
          // Another pipeline recorded the name first; what it recorded decides whether this step goes on.
          const history = await readHistory(sql).catch((error: unknown) => {
            // After this step's own lost send, unread, the history cannot say that send will not commit.
            const rest = outcome.afterOwnLoss ? unknown(true) : failed();
            const clash = `${file.name} could not be recorded in the history (the database answered ${said(outcome.error, literals())}), and reading the history to see whether another step applied it failed`;
            throw error instanceof Error ? Object.assign(error, { message: `${clash}: ${error.message}\n${rest}` }) : error;
          });
          row = history.find((entry) => entry.name === file.name);
          if (row && row.checksum === file.checksum && outcome.afterOwnLoss) {
            // This step's earlier send lost its answer and committed late: the row it ran into is its own.
            applied.push(file.name);
            finalState.set(file.name, 'applied now');
            log.info(
              `Applied ${file.name}: ${file.statements.length} statement(s) (an earlier send lost its answer and committed; the history holds it, so the resend was refused whole).`,
            );
            continue;
          }
          if (row && row.checksum === file.checksum) {
            byOthers.push(file.name);
            finalState.set(file.name, 'applied by another step');
            log.info(`${file.name} was applied by another step at the same time (the history holds it with this checksum); going on.`);
            continue;
          }
        }
        // The send whose answer was lost may still commit, unless the history holds the name for another checksum.
        if (outcome.afterOwnLoss && row === undefined) {
          throw new Error(`${resendRefusedText(file, outcome, literals())}\n${unknown(true)}`);
        }
        throw new Error(`${failureText(file, outcome, target, literals())}\n${failed()}`);
      }
      // Every file went through: a cancel while the connection closes leaves none pending.
      at = pending.length;
    } finally {
      await sql.close();
    }
    const others = byOthers.length > 0 ? `; ${byOthers.length} applied by another step at the same time` : '';
    finish(true, `Applied ${applied.length} migration(s)${others}`, []);
  },
};

type BatchFailure = Exclude<Awaited<ReturnType<typeof applyMigration>>, { ok: true }>;

function placeOf(file: MigrationFile, outcome: BatchFailure): string {
  return outcome.at === 'statement'
    ? `statement ${outcome.statement.index} of ${file.statements.length} (line ${outcome.statement.line})`
    : '';
}

/** A resend refused after the first send lost its answer: what refused it, and that the first may still commit. */
function resendRefusedText(file: MigrationFile, outcome: BatchFailure, literals: readonly string[]): string {
  const where = {
    history: ' at its history row',
    statement: ` at ${placeOf(file, outcome)}`,
    'foreign-keys': ' at turning foreign keys off',
    transaction: '',
  }[outcome.at];
  return `${file.name}: sent again after its answer was lost, it was refused${where} (the database answered ${said(outcome.error, literals)}); ${NOT_YET}`;
}

/** The failure in the file's words: its name and the statement's place, what the database said; never the statement's text. */
function failureText(file: MigrationFile, outcome: BatchFailure, target: Target, literals: readonly string[]): string {
  const answer = said(outcome.error, literals);
  const place = placeOf(file, outcome);
  // A token this step minted (full-access: only a run applies) may write: a refusal is then the statement's own error. A given token's claims are only a hint.
  if (target.databaseId === undefined && refusesWrite(outcome.error)) {
    return `${file.name} was not applied: the database refused the write for database-token${place ? ` at ${place}` : ''}, as it does for a read-only token (${answer}); a run needs a full-access token.`;
  }
  if (outcome.at === 'statement') {
    return `${file.name} failed at ${place}: the database answered ${answer}. The file was rolled back whole and is not in the history.`;
  }
  if (outcome.at === 'foreign-keys') {
    return `${file.name} was not applied: foreign keys could not be turned off, so nothing ran (the database answered ${answer}).`;
  }
  if (outcome.at === 'history') {
    return `${file.name} could not be recorded in the history: the database answered ${answer}. The file was rolled back whole.`;
  }
  return `${file.name} was not applied: the database answered ${answer}. The file was rolled back whole.`;
}
