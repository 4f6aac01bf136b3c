import fc from 'fast-check';
import { JSONSchemaFaker, type Schema } from 'json-schema-faker';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { schemaTypes, type Json } from './schema';

// Schema-valid values from json-schema-faker, with its randomness taken from fast-check's seeded generator
// (so `--seed` replays a run), and the ajv judge that the fuzzer checks its own requests with.

/** A reproducible source of numbers in [0, 1): fast-check's generator seeded with `seed`. */
export function seededRandom(seed: number): () => number {
  const words = fc.infiniteStream(fc.noBias(fc.integer({ min: 0, max: 0xffffffff })));
  const iterator = fc.sample(words, { seed, numRuns: 1 })[0]![Symbol.iterator]();
  return () => (iterator.next().value as number) / 0x100000000;
}

let current: () => number = Math.random;
JSONSchemaFaker.option({
  random: () => current(),
  alwaysFakeOptionals: false,
  optionalsProbability: 0.6,
  useExamplesValue: false,
  useDefaultValue: false,
  failOnInvalidTypes: false,
  failOnInvalidFormat: false,
  maxItems: 5,
});
// The contract's own format names (contract-validator.ts); the `pattern` beside them constrains the value.
JSONSchemaFaker.format(
  'decimal',
  () => `${Math.floor(current() * 100000)}.${String(Math.floor(current() * 100)).padStart(2, '0')}`,
);

/** One value json-schema-faker generates for `schema` with `random`. */
function fake(schema: Json, random: () => number): unknown {
  current = random;
  try {
    return JSONSchemaFaker.generate(schema as Schema);
  } finally {
    current = Math.random;
  }
}

/** Judges values against (self-contained) schemas with the same ajv settings as contract-validator.ts. */
export function createSchemaJudge() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  ajv.addFormat('binary', true);
  const cache = new WeakMap<Json, ValidateFunction>();
  return {
    validate(schema: Json, value: unknown): { valid: boolean; error?: string } {
      let fn = cache.get(schema);
      if (!fn) {
        fn = ajv.compile(schema);
        cache.set(schema, fn);
      }
      const valid = fn(value);
      const first = fn.errors?.[0];
      return { valid, error: first ? `${first.instancePath || '/'}: ${first.message ?? 'invalid'}` : undefined };
    },
  };
}
export type SchemaJudge = ReturnType<typeof createSchemaJudge>;

/** A value valid for `schema`: generated, checked, regenerated a few times; throws when none is found. */
export function validValue(schema: Json, random: () => number, judge: SchemaJudge, what: string): unknown {
  let lastError = '';
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const value = fake(schema, random);
    const verdict = judge.validate(schema, value);
    if (verdict.valid) return value;
    lastError = verdict.error ?? '';
  }
  throw new Error(`fuzz: json-schema-faker gave no valid value for ${what} in 25 attempts (${lastError})`);
}

/** A parameter as the server sees it: a string, read as a number or boolean when the schema wants one. */
export function fromWire(text: string, schema: Json): unknown {
  const types = schemaTypes(schema);
  if (types.includes('string') || types.length === 0) return text;
  if (types.includes('number') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** How a parameter value travels (query, header): arrays as repeated values, the rest as text. */
export function toWire(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}
