import { z } from 'zod';

/*
 * Pieces the read models share. The read models are the emulator's own account of what the
 * platform answers, written from the OpenAPI documents in the shared spec (core, compute,
 * Magic Containers 1.9.7 and 1.10.2, Shield), never from the action's models in src/: the
 * contract check (`npm run contract`) holds both the real platform and the emulator against
 * them. They are TOLERANT: a member the documents do not name is accepted here (the contract
 * check reports it separately), a documented member is checked for its type.
 *
 * How the documents are read:
 * - Core and compute mark no member required (NSwag): every member is optional, and may be
 *   null where the document says `nullable`.
 * - Magic Containers and Shield list `required` members. OpenAPI 3.0 cannot mark a member that
 *   is a bare `$ref` nullable without a wrapper, and these documents never use one, so a
 *   member given by a bare `$ref` (an object or an enum) is read as nullable.
 * - Magic Containers enums changed case between 1.9.7 and 1.10.2 (`Active`, `active`): they
 *   are compared without regard to case, as the action must read them.
 */

/** Messages name what was expected, never the value received: the contract check prints them. */
export function stringEnum(values: readonly string[]) {
  const known = new Set(values.map((value) => value.toLowerCase()));
  return z.string().refine((value) => known.has(value.toLowerCase()), {
    message: `expected one of ${values.join(', ')} (any case)`,
  });
}

/** A core or Shield enum: an integer on the wire (`0 = A\n1 = B`). */
export function intEnum(values: readonly number[]) {
  return z.int().refine((value) => values.includes(value), { message: `expected one of ${values.join(', ')}` });
}

/** `0, 1, ..., last`. */
export function upTo(last: number): number[] {
  return Array.from({ length: last + 1 }, (_, i) => i);
}

/** `format: date-time`. ASP.NET writes several forms (with or without offset, fractions). */
export const dateTime = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
  message: 'expected a date-time',
});

/** `type: string, minLength: 1`. */
export const text = z.string().min(1);

/** `format: int32`. */
export const int32 = z.int().min(-2_147_483_648).max(2_147_483_647);
