import { InputError, showValue } from '../../inputs/inputs.ts';

/** Reads a day as `YYYY-MM-DD` and refuses one the calendar does not have (2024-02-30). */
export function parseCalendarDate(input: string, text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    throw new InputError(input, `got ${showValue(text)}; expected a day as YYYY-MM-DD, e.g. 2024-05-14`);
  }
  // Date reads a day the month does not have as one of the next month (2024-02-30 as March 1), and has a year 0.
  const day = new Date(`${text}T00:00:00Z`);
  if (text.startsWith('0000') || Number.isNaN(day.getTime()) || utcDay(day) !== text) {
    throw new InputError(input, `got ${showValue(text)}; that day does not exist, expected a calendar date as YYYY-MM-DD`);
  }
  return text;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
