import * as z from 'zod/mini';
import './zod.ts';

/** Error body of the core and compute APIs (400 and some others). */
export const ApiErrorData = z.object({
  ErrorKey: z.nullish(z.string()),
  Field: z.nullish(z.string()),
  Message: z.nullish(z.string()),
});

/** RFC 7807 problem details; Magic Containers adds `errors[]` and `id`. */
export const ProblemDetails = z.object({
  type: z.nullish(z.string()),
  title: z.nullish(z.string()),
  status: z.nullish(z.number()),
  detail: z.nullish(z.string()),
  instance: z.nullish(z.string()),
  id: z.nullish(z.string()),
  errors: z.nullish(z.array(z.object({ message: z.nullish(z.string()), field: z.nullish(z.string()) }))),
});

/** The shape Shield answers with when an MVC result object is serialised as the body. */
export const ShieldErrorBody = z.object({
  location: z.nullish(z.string()),
  value: z.unknown(),
  formatters: z.nullish(z.array(z.unknown())),
  contentTypes: z.nullish(z.array(z.string())),
  declaredType: z.nullish(z.string()),
  statusCode: z.nullish(z.number()),
});
