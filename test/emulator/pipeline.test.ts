import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveWithFaults, type PipelineRecord, type PipelineRequest } from '../../emulator/pipeline.ts';
import type { Fault } from '../../emulator/faults.ts';
import { releasable } from '../support/release.ts';

let server: Server | undefined;
const closing = new AbortController();

afterEach(async () => {
  vi.restoreAllMocks();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

type Platform = Pick<PipelineRequest, 'handle' | 'handled'>;

/** One request through the pipeline with `fault`: the status the client got and the pipeline's own promise. */
async function serveOne(fault: Fault, platform: Platform, record: PipelineRecord): Promise<{ status: number; served: Promise<void> }> {
  let served: Promise<void> | undefined;
  server = createServer((req, res) => {
    served = serveWithFaults({
      req,
      res,
      record,
      fault,
      closing: closing.signal,
      latencyMs: 0,
      ...platform,
      failure: { status: 500, headers: {}, body: '' },
      name: 'test',
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await res.text();
  if (served === undefined) throw new Error('the server never saw the request');
  return { status: res.status, served };
}

describe('serveWithFaults, status-then-late', () => {
  it('a platform failure after the status was sent is logged, not answered a second time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const record: PipelineRecord = { status: null, outcome: 'pending' };
    const handled = vi.fn();
    const handle = vi.fn(() => {
      throw new Error('the platform failed');
    });
    const { status, served } = await serveOne({ kind: 'status-then-late', status: 504, ms: 0 }, { handle, handled }, record);
    expect(status).toBe(504);
    await expect(served).resolves.toBeUndefined();
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handled).not.toHaveBeenCalled();
    expect(record).toEqual({ status: 504, outcome: 'answered' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toBe('test: late request failed');
  });

  it('carries the request out when the server passes no handled (the storage and GitHub servers pass none)', async () => {
    const record: PipelineRecord = { status: null, outcome: 'pending' };
    const held = releasable();
    const handle = vi.fn(() => ({ status: 201, headers: {}, body: '' }));
    const { status, served } = await serveOne({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise }, { handle }, record);
    expect(status).toBe(504);
    expect(handle).not.toHaveBeenCalled();
    held.resolve();
    await served;
    expect(handle).toHaveBeenCalledTimes(1);
    expect(record).toEqual({ status: 504, outcome: 'answered' });
  });
});
