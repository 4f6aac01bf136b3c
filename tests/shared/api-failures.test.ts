import { ApiError } from '@/api/http/api-error';
import { CreateOrderFailureCode } from '@/api/generated/models';
import { hasCode, newClientKey } from '@/shared/api-failures';

describe('hasCode', () => {
  it('matches a failed call by the business codes of its operation', () => {
    const failure = new ApiError({ kind: 'business', code: 30001, message: 'New device', url: '/api/ctc/create-order' });
    expect(hasCode(failure, CreateOrderFailureCode.NEW_DEVICE)).toBe(true);
    expect(hasCode(failure, CreateOrderFailureCode.INVALID_CODE, CreateOrderFailureCode.NEW_DEVICE)).toBe(true);
    expect(hasCode(failure, CreateOrderFailureCode.INVALID_CODE)).toBe(false);
  });

  it('is false for what is not an API failure with a code', () => {
    expect(hasCode(new Error('boom'), 30001)).toBe(false);
    expect(hasCode(undefined, 30001)).toBe(false);
    expect(hasCode(new ApiError({ kind: 'network', message: 'Network Error', url: '/api/x' }), 30001)).toBe(false);
  });
});

describe('newClientKey', () => {
  it('makes keys the contract accepts (8-64 of [A-Za-z0-9_-]), a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newClientKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
