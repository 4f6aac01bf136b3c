import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';

// Validates bodies against the bundled contract (openapi/dist/openapi.json from `npm run bundle:contract`).
// Used by the mocks' conformance test and by live contract verification, so both judge by the same rules.

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
}

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
  operation: Json;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function listOperations(doc: OpenApiDocument): OperationRef[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((method) => {
      const operation = item[method] as Json;
      return { operationId: String(operation.operationId), method, path, operation };
    }),
  );
}

export interface ValidationResult {
  valid: boolean;
  /** The first error as "JSON path: message", for one-line reports. */
  firstError?: string;
  errors: ErrorObject[];
}

export function createContractValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // Spec §9: money travels as decimal strings; the pattern is in the schema, the format name is ours.
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'contract.json', components: doc.components ?? {} });
  const cache = new Map<string, ValidateFunction>();

  function resolvePointer(ref: string): unknown {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }

  function rewriteRefs(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(rewriteRefs);
    if (schema && typeof schema === 'object') {
      return Object.fromEntries(
        Object.entries(schema as Json).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract.json${v}` : rewriteRefs(v)]),
      );
    }
    return schema;
  }

  function responseSchema(op: OperationRef, status: number): Json | undefined {
    const responses = (op.operation.responses ?? {}) as Record<string, Json>;
    let response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    // Shared responses (401, 4XX, default) are `$ref`s to components/responses.
    const ref = response?.$ref;
    if (typeof ref === 'string') response = resolvePointer(ref) as Json | undefined;
    const content = response?.content as Record<string, { schema?: Json }> | undefined;
    return content?.['application/json']?.schema;
  }

  return {
    operations: listOperations(doc),
    find(operationId: string): OperationRef {
      const op = listOperations(doc).find((o) => o.operationId === operationId);
      if (!op) throw new Error(`No operation ${operationId} in the contract`);
      return op;
    },
    /** Validates a response body for an operation and HTTP status. */
    validateResponse(op: OperationRef, status: number, body: unknown): ValidationResult {
      const key = `${op.operationId}:${status}`;
      let validate = cache.get(key);
      if (!validate) {
        const schema = responseSchema(op, status);
        if (!schema) return { valid: false, firstError: `(status ${status}): not declared in the contract`, errors: [] };
        validate = ajv.compile(rewriteRefs(schema) as Json);
        cache.set(key, validate);
      }
      const valid = validate(body);
      const errors = validate.errors ?? [];
      const first = errors[0];
      return { valid, errors, firstError: first ? `${first.instancePath || '/'}: ${first.message ?? 'invalid'}` : undefined };
    },
  };
}
