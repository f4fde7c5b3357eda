import { InputError } from '../inputs.ts';
import type { Operation } from './operation.ts';

// PLACEHOLDER: being written (see the issue for update-app).
export const operation: Operation<void> = {
  plan() {
    throw new InputError('operation', 'update-app is not available in this build yet');
  },
  describe() {
    return [];
  },
  async execute() {},
};
