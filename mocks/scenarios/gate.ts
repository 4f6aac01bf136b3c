import { delay, http } from 'msw';
import { getMockConfig } from '../config';
import { fail, serverError, tooManyRequests, unauthorized } from '../handlers/respond';
import { findOperation } from '../operations';
import { SCENARIO_NAMES } from './catalogue';
import { chaosKindsOf, chaosResponse, drawChaos } from './chaos';
import { scenarioOf, unknownScenarioOf } from './identity';

// Runs before every stateful handler: it answers for scenarios that replace the answer and returns nothing
// otherwise, so MSW moves on to the next handler.

/** One of the contract's x-forced-logout-codes, which sign the user out. */
const FORCED_LOGOUT_CODE = 20051;

const LOGOUT_PATH = '/api/a/v1/auth/logout';

/** The operations the contract describes a 429 on. */
const RATE_LIMITED: ReadonlySet<string> = new Set(['sendCode', 'createOrder', 'sendChatMessage']);
const RETRY_AFTER_SECONDS = 30;

/** A typo in a scenario name must not silently test the default scenario instead. */
function unknownScenarioMessage(name: string): string {
  const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
  return `Unknown mock scenario "${shown}". Valid scenarios: ${SCENARIO_NAMES.join(', ')}.`;
}

export const scenarioGate = http.all('*/api/*', async (info) => {
  const unknown = unknownScenarioOf(info);
  if (unknown !== undefined) return fail(400, unknownScenarioMessage(unknown), 400);
  const scenario = scenarioOf(info);
  const operation = findOperation(info.request.method, info.request.url);
  const language = info.request.headers.get('language');
  switch (scenario) {
    case 'slow-network':
      await delay(getMockConfig().slowNetworkDelayMs);
      return undefined;
    case 'server-errors':
      return serverError(language);
    case 'rate-limited':
      return operation && RATE_LIMITED.has(operation.operationId) ? tooManyRequests(RETRY_AFTER_SECONDS) : undefined;
    case 'chaos': {
      const kind = drawChaos(chaosKindsOf(info));
      return kind ? chaosResponse(kind, language) : undefined;
    }
    case 'signed-out':
      return operation && !operation.isPublic ? unauthorized(language) : undefined;
    case 'forced-logout':
      // The logout report itself is left alone, so the client's forced-logout flow can finish.
      if (!operation || operation.isPublic || operation.path === LOGOUT_PATH) return undefined;
      return fail(FORCED_LOGOUT_CODE, 'Please log in again.');
    default:
      return undefined;
  }
});
