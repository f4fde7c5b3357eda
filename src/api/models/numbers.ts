import * as z from 'zod/mini';
import './zod.ts';
import { INT32_MAX, INT32_MIN } from '../limits.ts';

// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.

export const int32 = z.int().check(z.minimum(INT32_MIN), z.maximum(INT32_MAX));
export const int64 = z.int().check(z.minimum(Number.MIN_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER));
export const byte = z.int().check(z.minimum(0), z.maximum(255));
