import type { RegistryNote } from '../../platform/containers/registry.ts';
import { inline } from '../../runner/untrusted-text.ts';

const READINGS: Record<RegistryNote['reading'], string> = {
  'platform-managed': "read as the platform's public entry (isPlatformManaged: true)",
  host: 'read as public from its host (no user name, not said to be platform-managed)',
  credentials: "read as private: it has a user name (the account's own registry)",
  'other-host': "read as private: its host is neither Docker Hub's nor GitHub's",
};

/** The log line for a registry whose `isPublic` was null: which reading was taken, and what the digest call is given. */
export function registryReadingLine(note: RegistryNote): string {
  const asked = note.registryId === note.id ? `by its id ${note.id}` : `of "${note.registryId}"`;
  return `Registry ${note.id} (${inline(note.host)}) does not say whether it is public (isPublic: null): ${READINGS[note.reading]}, so the digest is asked ${asked}`;
}
