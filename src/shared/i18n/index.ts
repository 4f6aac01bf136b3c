// The Vite-only loader is imported separately from './load-resources'.
export * from './languages';
export * from './language-path';
export * from './locale-storage';
export * from './i18n';
export * from './format';
export * from './use-language';
export * from './pay-method-key';
export * from './pay-method-name';
