/**
 * @jest-environment node
 */
import { NOTES_MAX_LENGTH } from '@mocks/handlers/orders';
import { loadContract } from '../../scripts/lib/load-contract';

// The browser worker has no contract at hand, so the few limits its handlers check themselves are copies;
// this fails when the contract changes one of them and the copy was not updated.

type Schema = { properties?: Record<string, { maxLength?: number }> };

it('create-order notes: the handler guard uses the contract maxLength of CreateOrderRequest.notes', () => {
  const schemas = (loadContract().components?.schemas ?? {}) as Record<string, Schema>;
  expect(schemas.CreateOrderRequest?.properties?.notes?.maxLength).toBe(NOTES_MAX_LENGTH);
});
