import { useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DesignSystemProvider, type ToastService } from '@ds';
import type { EmbeddedProps } from '@/platform/embedded/contract';
import { useSharedTheme } from '@/platform/embedded/use-shared-theme';
import { cookieDomainFor } from '@/shared/cookies';

interface EmbeddedRootProps {
  App: ComponentType<{ props: EmbeddedProps }>;
  props: EmbeddedProps;
  i18n: I18n;
  toasts: ToastService;
  onShown?: () => void;
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

function ThemeFollower({ props }: { props: EmbeddedProps }) {
  useSharedTheme(props.shared);
  return null;
}

export function EmbeddedRoot({ App, props, i18n, toasts, onShown }: EmbeddedRootProps) {
  const cookieDomain = typeof location === 'undefined' ? undefined : cookieDomainFor(location.hostname);
  return (
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider initialMode={props.shared.get('theme')} cookieDomain={cookieDomain} toastService={toasts}>
        <ThemeFollower props={props} />
        <App props={props} />
        {onShown && <Shown onShown={onShown} />}
      </DesignSystemProvider>
    </I18nextProvider>
  );
}
