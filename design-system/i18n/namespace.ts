/** The design system's i18next namespace: locales/<lng>/ds.json. */
export const DS_NAMESPACE = 'ds';
