import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ID_PATTERNS, isAdNo, isUserId, isWellFormedOrder } from '@/shared/identifiers';

// The ids a page validates itself (a malformed one is a fatal not-found) follow the contract's patterns,
// written once in src and held equal to openapi/components/schemas/common.yaml here.

const common = parse(
  readFileSync(join(process.cwd(), 'openapi', 'components', 'schemas', 'common.yaml'), 'utf8'),
) as Record<string, { pattern?: string }>;

describe('identifier patterns', () => {
  it.each([
    ['adNo', 'AdNo'],
    ['orderId', 'OrderId'],
    ['externalOrderId', 'ExternalOrderId'],
    ['userId', 'UserId'],
  ] as const)('%s is the contract %s pattern', (key, schema) => {
    expect(ID_PATTERNS[key].source).toBe(common[schema]?.pattern);
  });

  it.each([
    ['AD20250415000123', true],
    ['AD1234', true],
    [`AD${'X'.repeat(30)}`, true],
    ['AD123', false],
    [`AD${'X'.repeat(31)}`, false],
    ['ad20250415000123', false],
    ['not-an-ad', false],
    ['AD2025 0415', false],
    ['', false],
  ])('advertisement number %j: %s', (value, ok) => expect(isAdNo(value)).toBe(ok));

  it.each([
    [{ orderId: '2504150830120001' }, true],
    [{ orderId: '9'.repeat(32) }, true],
    [{ orderId: '9'.repeat(33) }, false],
    [{ orderId: 'abc!' }, false],
    [{ orderId: '12a' }, false],
    [{ externalOrderId: 'EXT-88120045' }, true],
    [{ externalOrderId: 'a_b-C' }, true],
    [{ externalOrderId: 'x'.repeat(65) }, false],
    [{ externalOrderId: 'EXT 1' }, false],
    [{ externalOrderId: '' }, false],
    [{}, false],
  ])('order %j: %s', (params, ok) => expect(isWellFormedOrder(params)).toBe(ok));

  it.each([
    ['100377120', true],
    ['9'.repeat(20), true],
    ['9'.repeat(21), false],
    ['-1', false],
    ['12a', false],
    ['', false],
  ])('user id %j: %s', (value, ok) => expect(isUserId(value)).toBe(ok));
});
