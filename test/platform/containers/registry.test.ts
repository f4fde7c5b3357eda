import { describe, expect, it } from 'vitest';
import { digestRegistryId, registryReadFirst } from '../../../src/platform/containers/registry.ts';

const entry = (overrides: Record<string, unknown>) => ({ id: 101, displayName: 'DockerHub Public', hostName: 'docker.io', ...overrides });

describe('digestRegistryId: what the digest call is given for a registry as read', () => {
  it('a boolean isPublic decides, with no reading to log', () => {
    expect(digestRegistryId(entry({ isPublic: true }))).toEqual({ registryId: 'dockerhub' });
    expect(digestRegistryId(entry({ hostName: 'ghcr.io', displayName: 'GitHub Public', isPublic: true }))).toEqual({
      registryId: 'github',
    });
    // false is said, even beside isPlatformManaged, whose meaning no document gives.
    expect(digestRegistryId(entry({ isPublic: false, isPlatformManaged: true }))).toEqual({ registryId: '101' });
  });

  it('a null isPublic (both documents let it be) is decided by the rest of the entry, and says how', () => {
    expect(digestRegistryId(entry({ isPublic: null, isPlatformManaged: true }))).toEqual({
      registryId: 'dockerhub',
      reading: 'platform-managed',
    });
    expect(digestRegistryId(entry({ isPublic: null }))).toEqual({ registryId: 'dockerhub', reading: 'host' });
    expect(digestRegistryId(entry({ hostName: 'ghcr.io', isPublic: null, isPlatformManaged: false }))).toEqual({
      registryId: 'github',
      reading: 'host',
    });
    expect(digestRegistryId(entry({ hostName: 'ghcr.io', isPublic: null, userName: 'ci-bot' }))).toEqual({
      registryId: '101',
      reading: 'credentials',
    });
    // A display name is the account's own words: only the host says Docker Hub.
    expect(digestRegistryId(entry({ hostName: 'registry.example.com', isPublic: null }))).toEqual({
      registryId: '101',
      reading: 'other-host',
    });
    // Platform-managed on another host (1.10.2's bunnyRegistry, say): no kind the call names, so its id.
    expect(digestRegistryId(entry({ hostName: 'registry.bunny.net', isPublic: null, isPlatformManaged: true }))).toEqual({
      registryId: '101',
      reading: 'platform-managed',
    });
  });
});

describe('registryReadFirst: which registry ids are read before the digest request', () => {
  it('an id of digits names an account registry, read first; a kind the template names is sent as it is', () => {
    expect(registryReadFirst('101')).toBe(true);
    expect(registryReadFirst('dockerhub')).toBe(false);
    expect(registryReadFirst('github')).toBe(false);
    expect(registryReadFirst('')).toBe(false);
    expect(registryReadFirst('10a')).toBe(false);
  });
});
