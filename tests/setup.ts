import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: whole screens render through lazy routes and MSW in jsdom, and
// with one jest worker per core (jest.config.js) a screen on a busy 2-core machine can take longer than the default
// to appear. What never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it after every navigation.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Each test starts with empty storage, as a trader's first visit: remembered choices (the last list, the last
// payment method) would otherwise carry from one test into the next and make results depend on their order.
if (typeof window !== 'undefined') beforeEach(() => window.localStorage.clear());

// The app preloads the dialog frame once its first screen is up (src/app/bootstrap.ts); tests start with it
// loaded, as a trader who opens a dialog finds it. tests/design-system/app-dialog-loading.test.tsx covers the
// frame on its way and failing to load.
if (typeof window !== 'undefined') {
  beforeAll(async () => {
    const { preloadAppDialog } = await import('@ds/components/app-dialog');
    // A test file that makes the frame fail to load sees that in its own tests; here it is only noted.
    await preloadAppDialog().catch(() => undefined);
  });
}
