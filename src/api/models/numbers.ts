import { z } from 'zod';

// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

export const int32 = z.int().min(INT32_MIN).max(INT32_MAX);
export const int64 = z.int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const byte = z.int().min(0).max(255);
