import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DesignSystemProvider, type DesignSystemProviderProps } from '@ds';
import ds from '../../locales/en/ds.json';

/** A fresh i18next instance holding only the English `ds` namespace, ready synchronously. */
export function createTestI18n(lng = 'en', resources: Record<string, unknown> = ds): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['ds'],
    defaultNS: 'ds',
    resources: { [lng]: { ds: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderWithDsOptions extends Omit<RenderOptions, 'wrapper'> {
  provider?: Omit<DesignSystemProviderProps, 'children'>;
  i18n?: i18n;
}

/** Renders inside DesignSystemProvider (theme, baseline, toasts) and an I18nextProvider with the `ds` texts. */
export function renderWithDs(ui: ReactElement, { provider, i18n = createTestI18n(), ...options }: RenderWithDsOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider {...provider}>{children}</DesignSystemProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export { ds as enDs };
