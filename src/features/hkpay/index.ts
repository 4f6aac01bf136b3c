export const loadHkpayRoute = () => import('./hkpay-route');
