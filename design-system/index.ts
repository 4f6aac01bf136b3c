// Screens import from '@ds', not from @mui/material, wherever a wrapper exists; nothing here imports from src/.
// The showcase pages are left out so the app can lazy-load them.
export * from './tokens';
export { createAppTheme } from './theme/create-app-theme';
export { DesignSystemProvider } from './theme/design-system-provider';
export type { DesignSystemProviderProps } from './theme/design-system-provider';
export { useThemeMode } from './theme/theme-mode-context';
export type { ThemeModeValue } from './theme/theme-mode-context';
export { THEME_COOKIE, readThemeCookie, writeThemeCookie, parseThemeMode } from './theme/theme-cookie';
export { softTone, visuallyHidden } from './theme/tone-styles';
export { DS_NAMESPACE } from './i18n/namespace';

export * from './perf';

export * from './numbers';
export { AddIcon, CheckCircleIcon, CloseIcon, PauseIcon, RefreshIcon, RemoveIcon, TimerIcon, TuneIcon } from './icons';
export { BlockIcon } from './icons/block-icon';

export * from './components/toast';
export * from './components/user-avatar';
export * from './components/outlined-field';
export * from './components/native-select-field';
export * from './components/select-field';
export * from './components/amount-input';
export * from './components/rhf-fields';
export * from './components/currency-select';
export * from './components/payment-method-chip';
export * from './components/status-chip';
export * from './components/verified-badges';
export * from './components/fact-list';
export * from './components/rating-icon';
export * from './components/online-dot';
export * from './components/app-dialog';
export * from './components/confirm-dialog';
export * from './components/countdown';
export * from './components/empty-state';
export * from './components/page-state';
export * from './components/error-state';
export * from './components/loading-state';
export * from './components/pagination';
export * from './components/date-range-picker';
export * from './components/file-input';
export * from './components/copy-button';
export * from './components/theme-mode-switch';

export * from './components/favorite-toggle';
export * from './components/filter-toggle';
