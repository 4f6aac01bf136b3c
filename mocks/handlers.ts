import type { RequestHandler } from 'msw';
import {
  getAdsMock,
  getChatMock,
  getCurrenciesMock,
  getFavoritesMock,
  getFilesMock,
  getGatesMock,
  getMarketMock,
  getOrdersMock,
  getPaymentMethodsMock,
  getRestrictionMock,
  getSecurityMock,
  getSessionMock,
  getWalletMock,
} from './generated/index.msw';
import { statefulHandlers } from './handlers/index';
import { scenarioGate } from './scenarios/gate';

// The scenario gate first, then the stateful handlers, then orval's generated handlers as the fallback for an
// operation that has no stateful handler yet.

const generatedHandlers = [
  ...getSessionMock(),
  ...getMarketMock(),
  ...getWalletMock(),
  ...getRestrictionMock(),
  ...getFavoritesMock(),
  ...getGatesMock(),
  ...getCurrenciesMock(),
  ...getAdsMock(),
  ...getOrdersMock(),
  ...getChatMock(),
  ...getFilesMock(),
  ...getPaymentMethodsMock(),
  ...getSecurityMock(),
];

export const handlers: RequestHandler[] = [scenarioGate, ...statefulHandlers, ...generatedHandlers];

export { configureMocks, getMockConfig } from './config';
export { refuseSignedOut } from './handlers/respond';
export { resetMockState } from './state/store';
export { MOCK_USERS } from './users';
export { SCENARIOS } from './scenarios/catalogue';
