export { AssetSelect } from './asset-select';
export type { AssetSelectProps } from './asset-select';
export { FiatSelect } from './fiat-select';
export type { FiatSelectProps } from './fiat-select';
export { CurrencyLogo } from './currency-logo';
export type { CurrencyLogoProps } from './currency-logo';
export type { CurrencyOption } from './currency-select-props';
