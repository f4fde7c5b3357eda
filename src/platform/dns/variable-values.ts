import type { AddDnsRecordRequest } from '../../api/models/dns-record.ts';

/**
 * A Script record without the values of its environment variables, each replaced by `hidden`:
 * the platform gives them back on every zone read, and they may be secret whoever set them, so
 * no output, log or summary of a step that adds or deletes records shows them.
 */
export function withoutVariableValues<Body extends Pick<AddDnsRecordRequest, 'EnviromentalVariables'>>(record: Body, hidden: string): Body {
  const variables = record.EnviromentalVariables?.map((variable) => ({ ...variable, Value: hidden }));
  return variables ? { ...record, EnviromentalVariables: variables } : record;
}
