import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { storyAnnotations } from './story-annotations';

// Storybook's preview: the shared annotations with Vite's locale chunks, and the project's mocks;
// the mock data and scenario of each story are set by the shared annotations' beforeEach.

/**
 * The project's MSW handlers (mocks/handlers.ts: scenario gate, stateful handlers, generated fallbacks) in the
 * browser, as mocks/browser.ts starts them for the app. A story adds its own with `parameters.msw`, which the
 * loader puts in front of these and takes away again before the next story.
 */
async function startMocks() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}

const shared = storyAnnotations(loadLocaleNamespace);

const preview: Preview = {
  ...shared,
  loaders: [mswLoader(startMocks), ...shared.loaders],
};

export default preview;
