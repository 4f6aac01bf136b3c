import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, useLanguage } from '@/shared/i18n';
import { fsLocaleLoader } from '../../support/fs-locale-loader';

describe('useLanguage', () => {
  beforeEach(() => {
    document.cookie = 'yu_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.clear();
  });

  it('reports the language and switches, persists and updates <html lang>', async () => {
    const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader, namespaces: ['common'] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe('en');

    await act(() => result.current.setLanguage('zh-cn'));

    expect(result.current.language).toBe('zh-cn');
    expect(i18n.t('nav.myOrders')).toBe('我的订单');
    expect(document.cookie).toContain('yu_locale=zh-cn');
    expect(document.cookie).toContain('locale=zh-cn');
    expect(localStorage.getItem('lang')).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
