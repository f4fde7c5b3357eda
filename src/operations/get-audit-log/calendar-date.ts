import { InputError, showValue } from '../../inputs/inputs.ts';

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads a day as `YYYY-MM-DD` and refuses one the calendar does not have (2024-02-30). */
export function parseCalendarDate(input: string, text: string): string {
  const match = DATE_FORM.exec(text);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match) {
    throw new InputError(input, `got ${showValue(text)}; expected a day as YYYY-MM-DD, e.g. 2024-05-14`);
  }
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new InputError(input, `got ${showValue(text)}; that day does not exist, expected a calendar date as YYYY-MM-DD`);
  }
  return text;
}

/** The day of `now` in UTC, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
