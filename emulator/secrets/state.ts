import { FIRST_NEW_SECRET_ID, SEED, SEED_SECRETS } from '../seed.ts';
import type { UpsertNames } from '../variables/state.ts';

/*
 * An Edge Script's secrets: kept on their script (scripts.ts), named and numbered here. The id
 * counter belongs to this emulator's secrets: two emulators (and the reset of one) never share it.
 */

export interface StoredSecret {
  Id: number;
  Name: string;
  /** The write-only value, kept so tests can check what a client sent. */
  Value: string;
  LastModified: string;
  /** How many times it was written (created counts as one). */
  writes: number;
}

/** A script's secrets, keyed by Name (the upsert matches on it, see `upsertNames`); undefined when there is no such script. */
type SecretsOf = (scriptId: number) => Map<string, StoredSecret> | undefined;

export interface SecretBehaviour {
  /**
   * What the list gives a script with no secrets: `null` (the default, the harsher reading: the
   * spec makes `Secrets` nullable, and the same API answers its variables' list so when empty)
   * or `[]`.
   */
  emptyList: 'null' | 'array';
  /**
   * Which secret an upsert of a name the script holds in another case writes, as for variables
   * (`VariableBehaviour.upsertNames`): unknown (the facts, 6.1), so `any-case` (the default, the
   * harsher reading) puts the value in the secret of that name in any case, which keeps its own
   * name; `exact` creates one of the name sent.
   */
  upsertNames: UpsertNames;
}

const DEFAULT_BEHAVIOUR: SecretBehaviour = { emptyList: 'null', upsertNames: 'any-case' };

export class ScriptSecrets {
  readonly #secretsOf: SecretsOf;
  nextId = FIRST_NEW_SECRET_ID;
  behaviour: SecretBehaviour = { ...DEFAULT_BEHAVIOUR };
  /** How many times a script's secret list was read (GET /compute/script/{id}/secrets). */
  listReads = 0;
  /** Every secret deleted, in order, so tests can assert what a prune removed (and that it removed nothing). */
  deleted: Array<{ scriptId: number; Id: number; Name: string }> = [];

  constructor(secretsOf: SecretsOf) {
    this.#secretsOf = secretsOf;
  }

  /** After the scripts were seeded: the seed's secrets go on their script. */
  reseed(): void {
    const seeded = this.#secretsOf(SEED.scriptWithRelease);
    for (const s of SEED_SECRETS) seeded?.set(s.Name, { ...s, writes: 1 });
    this.nextId = FIRST_NEW_SECRET_ID;
    this.behaviour = { ...DEFAULT_BEHAVIOUR };
    this.listReads = 0;
    this.deleted = [];
  }

  /** Gives the script secrets of these names (values `value-of-NAME`), each with the next free id; existing names are left as they are. */
  add(scriptId: number, names: readonly string[]): StoredSecret[] {
    const secrets = this.#secretsOf(scriptId);
    if (!secrets) throw new Error(`emulator: no script ${scriptId} (add it with addScript)`);
    const added: StoredSecret[] = [];
    for (const name of names) {
      if (secrets.has(name)) continue;
      const secret: StoredSecret = {
        Id: this.nextId++,
        Name: name,
        Value: `value-of-${name}`,
        LastModified: new Date().toISOString(),
        writes: 1,
      };
      secrets.set(name, secret);
      added.push(secret);
    }
    return added;
  }

  get(scriptId: number, name: string): StoredSecret | undefined {
    return this.#secretsOf(scriptId)?.get(name);
  }
}
