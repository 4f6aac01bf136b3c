import { createContractValidator } from '../../scripts/lib/contract-validator';
import { loadContract } from '../../scripts/lib/load-contract';

export { loadContract };

export function contractValidator() {
  return createContractValidator(loadContract());
}
