import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from './handlers';

// The HTTP mock server (scripts/lib/mock-http) serves the same `handlers` array.
export function createMockNodeServer(): SetupServer {
  return setupServer(...handlers);
}
