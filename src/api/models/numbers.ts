import { z } from 'zod';
import { INT32_MAX, INT32_MIN } from '../limits.ts';

// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.

export const int32 = z.int().min(INT32_MIN).max(INT32_MAX);
export const int64 = z.int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const byte = z.int().min(0).max(255);
