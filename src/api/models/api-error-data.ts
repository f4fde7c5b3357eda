import { z } from 'zod';

/** Error body of the core and compute APIs (400 and some others). */
export const ApiErrorData = z.object({
  ErrorKey: z.string().nullish(),
  Field: z.string().nullish(),
  Message: z.string().nullish(),
});
export type ApiErrorData = z.infer<typeof ApiErrorData>;

/** RFC 7807 problem details; Magic Containers adds `errors[]` and `id`. */
export const ProblemDetails = z.object({
  type: z.string().nullish(),
  title: z.string().nullish(),
  status: z.number().nullish(),
  detail: z.string().nullish(),
  instance: z.string().nullish(),
  id: z.string().nullish(),
  errors: z.array(z.object({ message: z.string().nullish(), field: z.string().nullish() })).nullish(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** The shape Shield answers with when an MVC result object is serialised as the body. */
export const ShieldErrorBody = z.object({
  location: z.string().nullish(),
  value: z.unknown(),
  formatters: z.array(z.unknown()).nullish(),
  contentTypes: z.array(z.string()).nullish(),
  declaredType: z.string().nullish(),
  statusCode: z.number().nullish(),
});
export type ShieldErrorBody = z.infer<typeof ShieldErrorBody>;
