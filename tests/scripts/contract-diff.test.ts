import { findBreakingChanges, versionAllowsBreaking } from '../../scripts/lib/contract-diff';
import type { OpenApiDocument } from '../../scripts/lib/contract-validator';
import { loadContract } from '../support/contract';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits arbitrary contract nodes

const released = loadContract();
const copy = (): Json => structuredClone(released) as Json;
const diff = (changed: Json) => findBreakingChanges(released, changed as OpenApiDocument);
const schemas = (doc: Json) => doc.components.schemas as Json;

describe('breaking-change guard', () => {
  it('finds nothing between the contract and itself', () => {
    expect(diff(copy())).toEqual([]);
  });

  it('reports a removed operation', () => {
    const doc = copy();
    delete doc.paths['/api/ctc/send-code'].post;
    expect(diff(doc)).toEqual([
      expect.objectContaining({ kind: 'removed-operation', where: 'POST /api/ctc/send-code' }),
    ]);
  });

  it('reports a request value the new contract refuses: a lower maxLength, a new pattern, a closed body', () => {
    const doc = copy();
    schemas(doc).CreateOrderRequest.properties.notes.maxLength = 20;
    schemas(doc).SendChatMessageRequest.properties.content.pattern = '^[a-z]*$';
    delete schemas(released as Json).AcceptTermRequest.additionalProperties;
    try {
      expect(diff(doc)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'tightened-request',
            where: 'POST /api/ctc/create-order request notes',
            detail: 'maxLength 20',
          }),
          expect.objectContaining({
            kind: 'tightened-request',
            where: 'POST /api/ctc/send-chat-msg request content',
            detail: 'pattern ^[a-z]*$',
          }),
          expect.objectContaining({
            kind: 'tightened-request',
            where: 'POST /api/ctc/accept-term request (body)',
            detail: 'no additional properties',
          }),
        ]),
      );
    } finally {
      schemas(released as Json).AcceptTermRequest.additionalProperties = false;
    }
  });

  it('reports a tightened query parameter, and not a loosened one', () => {
    const tighter = copy();
    tighter.paths['/api/ctc/query-chat-msg'].get.parameters[1].schema = { type: 'string', pattern: '^[0-9]{1,5}$' };
    expect(diff(tighter)).toEqual([
      expect.objectContaining({ kind: 'tightened-request', where: 'GET /api/ctc/query-chat-msg query:afterId' }),
    ]);
    const looser = copy();
    looser.paths['/api/ctc/query-chat-msg'].get.parameters[1].schema = { type: 'string' };
    expect(diff(looser)).toEqual([]);
  });

  it('reports a removed response field, wherever the schema is used', () => {
    const doc = copy();
    delete schemas(doc).Order.properties.fee;
    const found = diff(doc);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.kind === 'removed-field')).toBe(true);
    expect(found.map((c) => c.where)).toContain('GET /api/ctc/query-order-details response data.fee');
  });

  it('reports a retyped response field (decimal string to number)', () => {
    const doc = copy();
    schemas(doc).Advertisement.properties.price = { type: 'number' };
    expect(diff(doc)).toContainEqual(
      expect.objectContaining({
        kind: 'retyped-field',
        where: 'POST /api/ctc/query-adv-list response data.list[].price',
        detail: 'string -> number',
      }),
    );
  });

  it('reports a new required request field', () => {
    const doc = copy();
    const body = schemas(doc).CreateUserPaymentRequest;
    body.properties.swiftCode = { type: 'string' };
    body.required = [...body.required, 'swiftCode'];
    expect(diff(doc)).toEqual([
      expect.objectContaining({
        kind: 'new-required-field',
        where: 'POST /api/ctc/create-user-payment request swiftCode',
      }),
    ]);
  });

  it('reports a new required query parameter', () => {
    const doc = copy();
    doc.paths['/api/ctc/query-order-list'].get.parameters.push({
      in: 'query',
      name: 'region',
      required: true,
      schema: { type: 'string' },
    });
    expect(diff(doc)).toEqual([
      expect.objectContaining({ kind: 'new-required-parameter', where: 'GET /api/ctc/query-order-list query:region' }),
    ]);
  });

  it('accepts additions: a new optional field, a new response field, a new operation', () => {
    const doc = copy();
    schemas(doc).CreateUserPaymentRequest.properties.note = { type: 'string' };
    schemas(doc).Order.properties.chatUnread = { type: 'integer' };
    doc.paths['/api/ctc/query-fee'] = { get: { operationId: 'getFee', responses: {} } };
    expect(diff(doc)).toEqual([]);
  });

  it.each([
    ['1.0.0', '2.0.0', true],
    ['1.0.0', '1.1.0', false],
    ['1.4.2', '1.4.2', false],
    ['2.0.0', '10.0.0', true],
  ])('released %s, current %s: breaking allowed = %s', (before, after, allowed) => {
    expect(versionAllowsBreaking(before, after)).toBe(allowed);
  });
});
