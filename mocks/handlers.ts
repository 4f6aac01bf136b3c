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

// Every mock handler, in the order MSW tries them (STYLE.md convention 13): the scenario gate first, then
// the stateful handlers, then orval's generated faker handlers as the fallback for any operation added to
// the contract before it gets a stateful handler. Shared by the browser worker, jest and the Node server.

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
export { resetMockState } from './state/store';
export { MOCK_USERS } from './users';
export { SCENARIOS } from './scenarios/catalogue';
