import { InputError } from '../inputs.ts';
import type { Operation } from './operation.ts';

// PLACEHOLDER: being written (see the issue for get-shield-zone).
export const operation: Operation<void> = {
  plan() {
    throw new InputError('operation', 'get-shield-zone is not available in this build yet');
  },
  describe() {
    return [];
  },
  async execute() {},
};
