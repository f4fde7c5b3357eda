import { InputError } from '../inputs.ts';
import type { Operation } from './operation.ts';

// PLACEHOLDER: being written (see the issue for search).
export const operation: Operation<void> = {
  plan() {
    throw new InputError('operation', 'search is not available in this build yet');
  },
  describe() {
    return [];
  },
  async execute() {},
};
