import { describe, expect, it } from 'vitest';
import { FileResume } from '../../../src/operations/get-audit-log/file-resume.ts';

describe('FileResume', () => {
  it('lacks nothing when every line read is on disk', () => {
    const resume = new FileResume(undefined);
    resume.page(3, 't1', 0);
    resume.page(6, undefined, 6);
    expect(resume.lacking(6, 6)).toBeUndefined();
  });

  it('names the token of the first page the file lacks lines of, and how many of its lines the file holds already', () => {
    const resume = new FileResume('');
    resume.page(3, 't1', 0);
    resume.page(6, 't2', 3);
    resume.page(9, 't3', 3);
    expect(resume.lacking(3, 9)).toBe(
      'output-file holds the first 3 of the 9 entries read; continuation-token is the page after all 9, so to write the ones the file lacks read again from continuation-token t1',
    );
    expect(resume.lacking(4, 9)).toMatch(/read again from continuation-token t1, whose first 1 entries the file holds already$/);
    expect(resume.lacking(6, 9)).toMatch(/read again from continuation-token t2$/);
  });

  it('names the first page when the file holds nothing, or the token the read began from', () => {
    const first = new FileResume(undefined);
    first.page(2, 't2', 0);
    expect(first.lacking(0, 2)).toMatch(/read again from the first page \(without continuation-token\)$/);
    const given = new FileResume('t1');
    given.page(2, 't2', 0);
    expect(given.lacking(0, 2)).toMatch(/read again from continuation-token t1$/);
  });

  it('keeps a token from the API inert in the message', () => {
    const resume = new FileResume('::error::x\nnext');
    resume.page(1, undefined, 0);
    expect(resume.lacking(0, 1)).toMatch(/continuation-token {2}::error::x\\nnext$/);
  });
});
