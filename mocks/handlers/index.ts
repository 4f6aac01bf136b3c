import { adsHandlers } from './ads';
import { chatHandlers } from './chat';
import { currenciesHandlers } from './currencies';
import { favoritesHandlers } from './favorites';
import { filesHandlers, mockFilesHandler } from './files';
import { gatesHandlers } from './gates';
import { marketHandlers } from './market';
import { ordersHandlers } from './orders';
import { paymentMethodsHandlers } from './payment-methods';
import { restrictionHandlers } from './restriction';
import { securityHandlers } from './security';
import { sessionHandlers } from './session';
import { walletHandlers } from './wallet';

// The stateful handlers, one file per contract tag (STYLE.md convention 2: tags are the vocabulary).
export const statefulHandlers = [
  ...sessionHandlers,
  ...marketHandlers,
  ...walletHandlers,
  ...restrictionHandlers,
  ...favoritesHandlers,
  ...gatesHandlers,
  ...currenciesHandlers,
  ...adsHandlers,
  ...ordersHandlers,
  ...chatHandlers,
  ...filesHandlers,
  ...paymentMethodsHandlers,
  ...securityHandlers,
  mockFilesHandler,
];
