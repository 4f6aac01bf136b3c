import { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { createToastService } from '@ds';
import { createI18n, type LoadNamespace } from '@/shared/i18n/i18n';
import type { EmbeddedAppName, EmbeddedProps, MountEmbeddedApp } from '@/platform/embedded/contract';
import { EmbeddedRoot } from './embedded-root';

/** Each app loads its own texts, so an app hosted elsewhere needs nothing from the page but the props. */
const EMBEDDED_NAMESPACES = ['common', 'shell', 'ds'] as const;

export interface EmbeddedAppProps {
  props: EmbeddedProps;
}

export interface EmbeddedMountOptions {
  loadNamespace: LoadNamespace;
  logError?: (message: string, error: unknown) => void;
}

export function createEmbeddedMount(
  name: EmbeddedAppName,
  App: ComponentType<EmbeddedAppProps>,
  options: EmbeddedMountOptions,
): MountEmbeddedApp {
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  return (container, initialProps) => {
    // A prefix per app: several React roots on one page must not hand out the same useId() ids.
    const root = createRoot(container, { identifierPrefix: `p2p-${name}-` });
    // Own toast queue: the page's toasts are shown by the page, not once more by every app.
    const toasts = createToastService();
    let props = initialProps;
    let i18n: I18n | null = null;
    let active = true;
    // The build's HTML holds our header already drawn and marked busy: its buttons do nothing until this app has
    // replaced it, which removing the mark tells (assistive tech, tests).
    const shown = () => container.removeAttribute('aria-busy');

    // A transition, like the page's own first render (src/main.tsx), so the header and footer do not hold up the
    // first screen while it settles.
    const render = ({ urgent = false } = {}) => {
      if (!active || !i18n) return;
      const ready = i18n;
      const draw = () =>
        root.render(<EmbeddedRoot App={App} props={props} i18n={ready} toasts={toasts} onShown={shown} />);
      if (urgent) draw();
      else startTransition(draw);
    };

    createI18n(props.language, {
      loadNamespace: options.loadNamespace,
      namespaces: EMBEDDED_NAMESPACES,
      logError,
    }).then(
      (instance) => {
        i18n = instance;
        // The language may have changed while the first one was loading.
        if (instance.language !== props.language) void instance.changeLanguage(props.language);
        render();
      },
      (error: unknown) => logError(`[embedded] ${name}: texts failed to load`, error),
    );

    return {
      update(next) {
        const languageChanged = next.language !== props.language;
        props = next;
        // A new language is drawn at once, not in a transition: i18next re-renders with the new texts at normal
        // priority, and in between the header would speak the new language with the old one checked in its menu.
        render({ urgent: languageChanged });
        if (languageChanged) void i18n?.changeLanguage(next.language);
      },
      unmount() {
        active = false;
        // The host may call this from its own React commit (an effect clean-up), where unmounting another root
        // synchronously is not allowed; right after that commit it is.
        queueMicrotask(() => root.unmount());
      },
    };
  };
}
