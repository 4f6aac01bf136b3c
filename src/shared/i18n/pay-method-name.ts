import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { payMethodNameKey, type PayMethodLike } from './pay-method-key';

/** The server's text never goes through i18next, so '{{...}}' or '$t(...)' in it is neither interpolated nor nested. */
export function usePayMethodName(): (method: PayMethodLike) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (method: PayMethodLike) => {
      const key = payMethodNameKey(method);
      return key ? t(key) : method.name;
    },
    [t],
  );
}
