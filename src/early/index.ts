import { startEarlyRequests } from './start-early-requests';

startEarlyRequests(new URL(location.href));
