import { adsHandlers } from './ads';
import { advertisersHandlers } from './advertisers';
import { chatHandlers } from './chat';
import { currenciesHandlers } from './currencies';
import { favoritesHandlers } from './favorites';
import { filesHandlers, mockFilesHandler } from './files';
import { gatesHandlers } from './gates';
import { marketHandlers } from './market';
import { myAdsHandlers } from './my-ads';
import { ordersHandlers } from './orders';
import { appealsHandlers } from './appeals';
import { paymentMethodsHandlers } from './payment-methods';
import { restrictionHandlers } from './restriction';
import { securityHandlers } from './security';
import { sessionHandlers } from './session';
import { walletHandlers } from './wallet';

// One file per contract tag.
export const statefulHandlers = [
  ...sessionHandlers,
  ...marketHandlers,
  ...walletHandlers,
  ...restrictionHandlers,
  ...favoritesHandlers,
  ...gatesHandlers,
  ...currenciesHandlers,
  ...adsHandlers,
  ...advertisersHandlers,
  ...myAdsHandlers,
  ...ordersHandlers,
  ...appealsHandlers,
  ...chatHandlers,
  ...filesHandlers,
  ...paymentMethodsHandlers,
  ...securityHandlers,
  mockFilesHandler,
];
