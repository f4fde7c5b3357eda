import type * as z from 'zod/mini';
import type { RESPONSE_SCHEMAS, ResponseModel } from './requests.ts';

/** The error bodies the platform answers with, read for what they say (error-body.ts). */
export const ERROR_BODY_SCHEMAS = {
  apiErrorData: () => import('./models/api-error-data.ts').then((m) => m.ApiErrorData),
  problemDetails: () => import('./models/api-error-data.ts').then((m) => m.ProblemDetails),
  shieldErrorBody: () => import('./models/api-error-data.ts').then((m) => m.ShieldErrorBody),
};

export type ErrorBodyModel = keyof typeof ERROR_BODY_SCHEMAS;
export type ErrorBody<Model extends ErrorBodyModel> = z.infer<Awaited<ReturnType<(typeof ERROR_BODY_SCHEMAS)[Model]>>>;

/** The body a request's success carries, as its model's schema reads it (RESPONSE_SCHEMAS in requests.ts). */
export type ResponseBody<Model extends ResponseModel> = z.infer<Awaited<ReturnType<(typeof RESPONSE_SCHEMAS)[Model]>>>;
