import { InputError } from '../inputs.ts';
import type { Operation } from './operation.ts';

// PLACEHOLDER: being written (see the issue for add-dns-record).
export const operation: Operation<void> = {
  plan() {
    throw new InputError('operation', 'add-dns-record is not available in this build yet');
  },
  describe() {
    return [];
  },
  async execute() {},
};
