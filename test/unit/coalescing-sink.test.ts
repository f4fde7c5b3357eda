import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescingSink } from '../../src/runner/coalescing-sink.ts';

function target(): { writes: string[]; write(text: string): boolean } {
  const writes: string[] = [];
  return { writes, write: (text: string) => writes.push(text) > 0 };
}

describe('CoalescingSink', () => {
  it('writes the lines of one turn in one write, in order, on the next turn', async () => {
    const out = target();
    const sink = new CoalescingSink(out);
    sink.write('::add-mask::s3cret\n');
    sink.write('one\n');
    sink.write('two\n');
    expect(out.writes).toEqual([]);
    await nextTurn();
    expect(out.writes).toEqual(['::add-mask::s3cret\none\ntwo\n']);
    sink.write('three\n');
    await nextTurn();
    expect(out.writes).toEqual(['::add-mask::s3cret\none\ntwo\n', 'three\n']);
  });

  it('writes at once past 64 KiB held, and flush() writes what is held', async () => {
    const out = target();
    const sink = new CoalescingSink(out);
    const long = `${'x'.repeat(64 * 1024)}\n`;
    sink.write('a\n');
    sink.write(long);
    expect(out.writes).toEqual([`a\n${long}`]);
    sink.write('b\n');
    sink.flush();
    expect(out.writes).toEqual([`a\n${long}`, 'b\n']);
    // Nothing is written twice, nor an empty write, when the scheduled turn comes.
    await nextTurn();
    expect(out.writes).toHaveLength(2);
  });
});
