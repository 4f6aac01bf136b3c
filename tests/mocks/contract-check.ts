import {
  createContractValidator,
  type OperationRef,
  type ValidationResult,
} from '../../scripts/lib/contract-validator';
import { loadContract } from '../support/contract';
import type { RawResult } from './mock-harness';

// The shared ajv validator. Operations reference shared responses (`'401': {$ref: '#/components/responses/…'}`),
// resolved here first. A business failure needs nothing special: each operation's 200 schema is the oneOf of
// its success and its failure branch (openapi.yaml "Envelope and HTTP status").

const doc = loadContract();
const validator = createContractValidator(doc);
type Json = Record<string, unknown>;
const sharedResponses = ((doc as { components?: { responses?: Record<string, Json> } }).components?.responses ??
  {}) as Record<string, Json>;

function resolved(op: OperationRef): OperationRef {
  const responses = Object.fromEntries(
    Object.entries((op.operation.responses ?? {}) as Record<string, Json>).map(([status, r]) => {
      const ref = typeof r.$ref === 'string' ? r.$ref.replace('#/components/responses/', '') : undefined;
      return [status, ref ? sharedResponses[ref] : r];
    }),
  );
  return { ...op, operation: { ...op.operation, responses } };
}

const operations = validator.operations.map(resolved);

export const contract = {
  operations,
  find(operationId: string): OperationRef {
    const op = operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`No operation ${operationId}`);
    return op;
  },
  isPublic(op: OperationRef): boolean {
    return Array.isArray(op.operation.security) && op.operation.security.length === 0;
  },
  validate(op: OperationRef, status: number, body: unknown): ValidationResult {
    return validator.validateResponse(op, status, body);
  },
  /** Any answer a non-chaos scenario may give, judged by the schema the contract declares for its status. */
  validateAnswer(op: OperationRef, result: RawResult): ValidationResult {
    return validator.validateResponse(op, result.status, result.body);
  },
};
