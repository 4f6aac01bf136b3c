import { createContractValidator } from '../../scripts/lib/contract-validator';
import { loadContract } from '../../scripts/lib/load-contract';

export { loadContract };

export function contractValidator() {
  return createContractValidator(loadContract());
}

type Json = Record<string, unknown>;

/** A node of the bundled contract with its local `$ref`s followed (JSON pointer escapes included). */
export function resolveRef(doc: object, node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  return typeof ref === 'string'
    ? resolveRef(
        doc,
        ref
          .slice(2)
          .split('/')
          .reduce<unknown>((n, k) => (n as Json)[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc),
      )
    : (node as Json);
}
