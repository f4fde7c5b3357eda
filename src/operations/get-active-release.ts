import { InputError } from '../inputs.ts';
import type { Operation } from './operation.ts';

// PLACEHOLDER: being written (see the issue for get-active-release).
export const operation: Operation<void> = {
  plan() {
    throw new InputError('operation', 'get-active-release is not available in this build yet');
  },
  describe() {
    return [];
  },
  async execute() {},
};
