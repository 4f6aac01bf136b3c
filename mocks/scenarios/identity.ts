import { getMockConfig } from '../config';
import { findOperation, MOCK_OPERATIONS } from '../operations';
import { userStateOf } from '../state/store';
import type { UserState } from '../state/types';
import { MOCK_USERS, findMockUserByToken, type MockAccountKey } from '../users';
import { isScenarioName, type ScenarioName } from './catalogue';

// The user comes from the `authorization` header the client sends, else from the cookie itself (a browser sends it
// to a same-origin mock).

export interface MockRequestInfo {
  request: Request;
  cookies: Record<string, string>;
}

export interface Caller {
  scenario: ScenarioName;
  user: UserState | undefined;
}

const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_COOKIE = 'mockScenario';
/** Narrows the scenario to some operationIds, so one call's outage can be tried while the rest answers as usual. */
const SCENARIO_ONLY_HEADER = 'x-mock-scenario-only';
export const SCENARIO_ONLY_COOKIE = 'mockScenarioOnly';

/** `getUserInfo, getKycInfo` -> the contract's operationIds in it; unknown names are dropped. */
export function parseOperationIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((id) => MOCK_OPERATIONS.some((o) => o.operationId === id));
}

function inScenarioScope({ request, cookies }: MockRequestInfo): boolean {
  const only = parseOperationIds(request.headers.get(SCENARIO_ONLY_HEADER) ?? cookies[SCENARIO_ONLY_COOKIE]);
  if (only.length === 0) return true;
  const operation = findOperation(request.method, request.url);
  return operation !== undefined && only.includes(operation.operationId);
}

/** Scenarios that stand for one account, whatever the token. */
const SCENARIO_USERS: Partial<Record<ScenarioName, MockAccountKey>> = {
  'new-user': 'new-user',
  institution: 'institution',
  'sub-user': 'sub-user',
  'new-device': 'new-device',
};

function namedScenario({ request, cookies }: MockRequestInfo): string | undefined {
  return request.headers.get(SCENARIO_HEADER) ?? cookies[SCENARIO_COOKIE];
}

export function scenarioOf(info: MockRequestInfo): ScenarioName {
  const named = namedScenario(info);
  const scenario = isScenarioName(named) ? named : getMockConfig().scenario;
  return inScenarioScope(info) ? scenario : 'default';
}

/** A scenario the request names (header or cookie) that does not exist; the gate refuses it with HTTP 400. */
export function unknownScenarioOf(info: MockRequestInfo): string | undefined {
  const named = namedScenario(info);
  return named !== undefined && !isScenarioName(named) ? named : undefined;
}

export function identify(info: MockRequestInfo): Caller {
  const scenario = scenarioOf(info);
  if (scenario === 'signed-out') return { scenario, user: undefined };
  const forced = SCENARIO_USERS[scenario];
  const profile = forced
    ? MOCK_USERS[forced]
    : findMockUserByToken(info.request.headers.get('authorization') ?? info.cookies.authorization);
  return { scenario, user: profile ? userStateOf(profile) : undefined };
}
