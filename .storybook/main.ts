import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// The component workshop (README "Storybook"). Storybook's Vite builder reads the project's vite.config.ts itself
// (its aliases @/, @ds, @mocks/, its defines and plugins, without its `build`), so nothing of it is copied here.

/**
 * The app build's own plugins that have no place in Storybook: the prerendered pages, the page-preload links and
 * the compressed copies work on the app's index.html and entries, and the mock-worker plugin deletes
 * mockServiceWorker.js from the output, which Storybook's MSW needs. The design system served as one module would
 * give a story that imports a component from its own file a second copy of the theme's context beside the one of
 * `@ds`. The build-version plugin stays: it defines
 * __BUILD_ID__, which the app's providers read. So does the locale-bundles plugin: the preview loads its texts
 * through it (src/shared/i18n/load-resources.ts).
 */
const APP_BUILD_ONLY = new Set([
  'p2p-prerender',
  'p2p-page-preload',
  'p2p-precompress',
  'p2p-mock-worker-only-in-mock-mode',
  'p2p-design-system-as-one-module-in-dev',
]);

const pluginName = (plugin: PluginOption): string | undefined =>
  plugin && typeof plugin === 'object' && 'name' in plugin && typeof plugin.name === 'string' ? plugin.name : undefined;

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // MSW's worker (public/mockServiceWorker.js) is served at the root, where the preview registers it.
  staticDirs: ['../public'],
  // No call home: the machines of this project reach no host but the package registries.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter((plugin) => !APP_BUILD_ONLY.has(pluginName(plugin) ?? '')),
  }),
};

export default config;
