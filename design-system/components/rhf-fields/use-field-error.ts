import { useTranslation } from 'react-i18next';

/**
 * Form messages are i18n keys (STYLE.md conventions 10-11), e.g. 'validation:required' from a yup schema.
 * The key is translated with the app's i18next instance; a text that is not a key is shown as given.
 */
export function useFieldErrorText(): (
  message: string | undefined,
  values?: Readonly<Record<string, string>>,
) => string | undefined {
  const { t } = useTranslation();
  // The key comes from the form's schema at run time, so it cannot be checked against typed resources here.
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  return (message, values) => (message ? translate(message, { ...values, defaultValue: message }) : undefined);
}
