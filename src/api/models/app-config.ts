import { z } from 'zod';

// PLACEHOLDER: replaced by the full Magic Containers schema (issue 3).
export const AppConfig = z.looseObject({ name: z.string() });
export type AppConfig = z.infer<typeof AppConfig>;

export const AppUpdateResponse = z.object({ id: z.string() });
export type AppUpdateResponse = z.infer<typeof AppUpdateResponse>;
