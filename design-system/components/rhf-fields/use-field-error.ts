import { useTranslation } from 'react-i18next';

/** Form messages are i18n keys from the schema ('validation:required'); a text that is not a key is shown as given. */
export function useFieldErrorText(): (
  message: string | undefined,
  values?: Readonly<Record<string, string>>,
) => string | undefined {
  const { t } = useTranslation();
  // The key comes from the form's schema at run time, so it cannot be checked against typed resources here.
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  return (message, values) => (message ? translate(message, { ...values, defaultValue: message }) : undefined);
}
