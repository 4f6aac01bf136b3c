import Ajv2020 from 'ajv/dist/2020.js';
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

/** What arrived on the wire: query values are strings (repeated names keep every value). */
export interface RequestParts {
  query: Record<string, string | string[]>;
  /** Parsed JSON, a FormData for multipart operations, or undefined when no body was sent. */
  body?: unknown;
  /** Header names in lower case. */
  headers?: Record<string, string | undefined>;
  /** The path's parameters as they stood in the URL, e.g. `{ accountGroup: '0' }`. */
  path?: Record<string, string>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}

/** The field an ajv error is about (`body field "notes"`, `query parameter "size"`), so a message names it. */
function fieldName(where: string, error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = params.missingProperty ?? params.additionalProperty;
  if (extra !== undefined) segments.push(extra);
  if (segments.length === 0) return where;
  return `${where === 'body' ? 'body field' : where} "${segments.join('.')}"`;
}

export function createContractValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // Money travels as decimal strings; the pattern is in the schema, the format name is ours.
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  ajv.addFormat('ratio', /^(0(\.\d+)?|1(\.0+)?)$/);
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
        Object.entries(schema as Json).map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract.json${v}` : rewriteRefs(v),
        ]),
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

  function compiled(key: string, schema: Json): ValidateFunction {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as Json);
      cache.set(key, validate);
    }
    return validate;
  }

  function deref<T>(node: T): T {
    let current: unknown = node;
    for (
      let hops = 0;
      hops < 10 && current && typeof current === 'object' && typeof (current as Json).$ref === 'string';
      hops++
    ) {
      current = resolvePointer((current as Json).$ref as string);
    }
    return current as T;
  }

  /** The JSON-schema type a query or header string should become before validation. */
  function wireType(schema: Json | undefined): string | undefined {
    const resolved = deref(schema);
    if (!resolved) return undefined;
    if (typeof resolved.type === 'string') return resolved.type;
    const branches = (resolved.allOf ?? resolved.oneOf ?? resolved.anyOf) as Json[] | undefined;
    return branches?.map(wireType).find((t) => t !== undefined);
  }

  /** Query and header values are strings on the wire: integer, number and boolean are read first. */
  function coerce(raw: string, type: string | undefined): unknown {
    if (type === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
    if (type === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
    if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
    return raw;
  }

  function parametersOf(op: OperationRef): Parameter[] {
    const pathLevel = (doc.paths[op.path]?.parameters ?? []) as unknown as Json[];
    const own = (op.operation.parameters ?? []) as Json[];
    const byKey = new Map<string, Parameter>();
    for (const p of [...pathLevel, ...own].map((raw) => deref(raw) as unknown as Parameter))
      byKey.set(`${p.in}:${p.name.toLowerCase()}`, p);
    return [...byKey.values()];
  }

  function invalid(message: string): ValidationResult {
    return { valid: false, firstError: message, errors: [] };
  }

  function checkValue(key: string, where: string, schema: Json, value: unknown): ValidationResult | undefined {
    const validate = compiled(key, schema);
    if (validate(value)) return undefined;
    const errors = validate.errors ?? [];
    const first = errors[0];
    return {
      valid: false,
      errors,
      firstError: first ? `${fieldName(where, first)}: ${first.message ?? 'invalid'}` : `${where}: invalid`,
    };
  }

  /**
   * A multipart form: its required fields there, no field the schema does not declare (when it takes no others),
   * each field once, and every file's name within `x-max-file-name-length` characters.
   */
  function checkForm(schema: Json, form: FormData): ValidationResult {
    const declared = (schema.properties ?? {}) as Record<string, unknown>;
    const required = (schema.required ?? []) as string[];
    const missing = required.find((name) => !form.has(name));
    if (missing !== undefined) return invalid(`body field "${missing}": is required`);
    const names = [...form.keys()];
    if (schema.additionalProperties === false) {
      const unknown = names.find((name) => !Object.hasOwn(declared, name));
      if (unknown !== undefined) return invalid(`body field "${unknown}": is not a field of this operation`);
    }
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice !== undefined) return invalid(`body field "${twice}": must be given once`);
    const maxName = schema['x-max-file-name-length'];
    if (typeof maxName === 'number') {
      for (const [name, value] of form.entries()) {
        if (typeof value !== 'string' && [...value.name].length > maxName)
          return invalid(`body field "${name}": the file name must NOT have more than ${maxName} characters`);
      }
    }
    return { valid: true, errors: [] };
  }

  return {
    operations: listOperations(doc),
    /**
     * Validates what a client sent for an operation, before any business logic: no query parameter the operation
     * does not declare; path (when given), query and header parameters
     * (coerced from strings by their schema type; required ones present), then the request body: JSON
     * against the contract's schema; multipart by checkForm.
     * `firstError` names the first failing field, e.g. `body field "notes": must NOT have more than 200 characters`.
     */
    validateRequest(op: OperationRef, request: RequestParts): ValidationResult {
      const params = parametersOf(op);
      const known = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
      const unknown = Object.keys(request.query).find((name) => !known.has(name));
      if (unknown !== undefined) return invalid(`query parameter "${unknown}": is not a parameter of this operation`);
      for (const param of params) {
        if (param.in !== 'query' && param.in !== 'header' && param.in !== 'path') continue;
        if (param.in === 'path' && request.path === undefined) continue;
        const where = `${param.in === 'header' ? 'header' : `${param.in} parameter`} "${param.name}"`;
        const raw =
          param.in === 'query'
            ? request.query[param.name]
            : param.in === 'path'
              ? request.path?.[param.name]
              : request.headers?.[param.name.toLowerCase()];
        const value = Array.isArray(raw) ? raw[0] : raw;
        if (value === undefined) {
          if (param.required) return invalid(`${where}: is required`);
          continue;
        }
        if (Array.isArray(raw) && raw.length > 1) return invalid(`${where}: must be given once`);
        if (!param.schema) continue;
        const failure = checkValue(
          `${op.operationId}:${param.in}:${param.name}`,
          where,
          param.schema,
          coerce(value, wireType(param.schema)),
        );
        if (failure) return failure;
      }
      const requestBody = deref(op.operation.requestBody as Json | undefined);
      if (!requestBody) return { valid: true, errors: [] };
      const content = (requestBody.content ?? {}) as Record<string, { schema?: Json }>;
      if (request.body === undefined)
        return requestBody.required ? invalid('body: is required') : { valid: true, errors: [] };
      const multipart = content['multipart/form-data'];
      if (multipart && typeof FormData !== 'undefined' && request.body instanceof FormData) {
        return checkForm(deref(multipart.schema) ?? {}, request.body);
      }
      const json = content['application/json'];
      if (!json?.schema) return invalid('body: this operation takes no JSON body');
      return checkValue(`${op.operationId}:body`, 'body', json.schema, request.body) ?? { valid: true, errors: [] };
    },
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
        if (!schema)
          return { valid: false, firstError: `(status ${status}): not declared in the contract`, errors: [] };
        validate = ajv.compile(rewriteRefs(schema) as Json);
        cache.set(key, validate);
      }
      const valid = validate(body);
      const errors = validate.errors ?? [];
      const first = errors[0];
      return {
        valid,
        errors,
        firstError: first ? `${first.instancePath || '/'}: ${first.message ?? 'invalid'}` : undefined,
      };
    },
  };
}
