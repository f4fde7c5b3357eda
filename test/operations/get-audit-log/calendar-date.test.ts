import { describe, expect, it } from 'vitest';
import { parseCalendarDate, utcDay } from '../../../src/operations/get-audit-log/calendar-date.ts';
import { InputError } from '../../../src/inputs/inputs.ts';

describe('parseCalendarDate', () => {
  it.each(['2024-05-14', '2024-02-29', '2000-02-29', '2023-12-31', '2024-01-01'])('accepts %s', (text) => {
    expect(parseCalendarDate('date', text)).toBe(text);
  });

  it.each([
    ['a day that does not exist', '2024-02-30', /does not exist/],
    ['February 29 of a common year', '2023-02-29', /does not exist/],
    ['February 29 of 1900', '1900-02-29', /does not exist/],
    ['month 13', '2024-13-01', /does not exist/],
    ['day 0', '2024-05-00', /does not exist/],
    ['April 31', '2024-04-31', /does not exist/],
    ['no zero padding', '2024-5-14', /YYYY-MM-DD/],
    ['a time', '2024-05-14T00:00:00Z', /YYYY-MM-DD/],
    ['another order', '14.05.2024', /YYYY-MM-DD/],
    ['a word', 'today', /YYYY-MM-DD/],
    ['year 0', '0000-01-01', /does not exist/],
  ])('refuses %s', (_why, text, message) => {
    expect(() => parseCalendarDate('date', text)).toThrow(InputError);
    expect(() => parseCalendarDate('date', text)).toThrow(message);
    expect(() => parseCalendarDate('date', text)).toThrow(/Input 'date'/);
  });
});

describe('utcDay', () => {
  it('takes the UTC day, not the local one', () => {
    expect(utcDay(new Date('2024-05-14T23:59:59.999Z'))).toBe('2024-05-14');
    expect(utcDay(new Date('2024-05-15T00:30:00+02:00'))).toBe('2024-05-14');
  });
});
