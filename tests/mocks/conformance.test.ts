import { MOCK_OPERATIONS } from '@mocks/operations';
import { contract } from './contract-check';
import { CONTRACT_SAMPLES, type BoundCall } from './contract-samples';
import { codeOf, rawCall, startMocks, type RawCall } from './mock-harness';

// Every operation of the contract (iterated from the bundled contract, so a new one cannot be forgotten)
// answers in the contract's shape: as the trader, signed out, as 401 and under server-errors.

startMocks({ counterpartyDelayMs: 0 });

const ops = contract.operations;
const protectedOps = ops.filter((op) => !contract.isPublic(op));
const publicOps = ops.filter((op) => contract.isPublic(op));

function bound(as: RawCall['as'], scenario?: string): BoundCall {
  return (method, path, options = {}) => rawCall(method, path, { as, scenario, ...options });
}

/** Calls one operation with its sample; setup calls run in `setupScenario` (default: the same scenario). */
async function callOperation(operationId: string, as: RawCall['as'], scenario?: string, setupScenario = scenario) {
  const op = contract.find(operationId);
  const sample = CONTRACT_SAMPLES[operationId];
  if (!sample) throw new Error(`No request sample for ${operationId}: add one to contract-samples.ts`);
  const options = await sample(bound(as, setupScenario));
  return { op, result: await bound(as, scenario)(op.method.toUpperCase(), op.path, options) };
}

describe('the mock operation table', () => {
  it('lists exactly the contract operations with their method, path and security', () => {
    const fromContract = ops.map((op) => ({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      isPublic: contract.isPublic(op),
    }));
    expect([...MOCK_OPERATIONS].sort((a, b) => a.operationId.localeCompare(b.operationId))).toEqual(
      fromContract.sort((a, b) => a.operationId.localeCompare(b.operationId)),
    );
    expect(ops).toHaveLength(52);
  });
});

describe('conformance in the default scenario', () => {
  it.each(ops.map((op) => op.operationId))(
    '%s answers code 0 in the contract shape for the trader',
    async (operationId) => {
      const { op, result } = await callOperation(operationId, 'trader');
      expect({ status: result.status, code: codeOf(result) }).toEqual({ status: 200, code: 0 });
      expect(contract.validate(op, 200, result.body).firstError).toBeUndefined();
    },
  );

  it.each(publicOps.map((op) => op.operationId))('%s (public) works signed out', async (operationId) => {
    const { op, result } = await callOperation(operationId, null);
    expect({ status: result.status, code: codeOf(result) }).toEqual({ status: 200, code: 0 });
    expect(contract.validate(op, 200, result.body).firstError).toBeUndefined();
  });

  it.each(protectedOps.map((op) => op.operationId))(
    '%s answers the contract 401 without a valid token',
    async (operationId) => {
      for (const as of [null, 'mock-token-nobody']) {
        const op = contract.find(operationId);
        const result = await rawCall(op.method.toUpperCase(), op.path, {
          as,
          ...(await CONTRACT_SAMPLES[operationId]!(bound('trader'))),
        });
        expect({ status: result.status, code: codeOf(result) }).toEqual({ status: 401, code: 401 });
        expect(contract.validate(op, 401, result.body).firstError).toBeUndefined();
      }
    },
  );
});

describe('conformance of the other scenarios', () => {
  it.each(ops.map((op) => op.operationId))(
    '%s answers the contract 500 envelope under server-errors',
    async (operationId) => {
      const { op, result } = await callOperation(operationId, 'trader', 'server-errors', 'default');
      expect({ status: result.status, code: codeOf(result) }).toEqual({ status: 500, code: 500 });
      expect(contract.validate(op, 500, result.body).firstError).toBeUndefined();
    },
  );

  const scenarios = [
    'signed-out',
    'new-user',
    'institution',
    'sub-user',
    'restricted-region',
    'forced-logout',
    'rate-limited',
    'ads-10k',
    'live-market',
    'xss',
  ];
  it.each(scenarios)(
    'every answer of %s is in the contract (success shape or business-error envelope)',
    async (scenario) => {
      const failures: string[] = [];
      for (const op of ops) {
        const { result } = await callOperation(op.operationId, 'trader', scenario);
        const check = contract.validateAnswer(op, result);
        if (!check.valid)
          failures.push(`${op.operationId} ${result.status}/${String(codeOf(result))}: ${check.firstError ?? ''}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
