import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { DesignSystemProvider, toast } from '@ds';
import { httpClient } from '@/api/http/http-client';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { connectHttpEvents } from '@/app/connect-http-events';
import { createI18n, type Language } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';
import { server, startMswServer } from '../support/msw-server';

startMswServer();
afterEach(() => {
  resetRequestContext();
  act(() => toast.clear());
});

async function failWhile(lang: Language, online: boolean, respond: () => Response) {
  const i18n = await createI18n(lang, { loadNamespace: fsLocaleLoader });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider initialMode="light">
        <p>page</p>
      </DesignSystemProvider>
    </I18nextProvider>,
  );
  const disconnect = connectHttpEvents({ showError: (m) => toast.error(m), translate: (k) => i18n.t(k, { ns: 'errors' }), goToLogin: jest.fn() });
  configureRequestContext({ isOnline: () => online });
  server.use(http.get('*/api/ctc/query-order-list', respond));
  await act(async () => {
    await httpClient({ url: '/api/ctc/query-order-list', method: 'GET' }).catch(() => undefined);
  });
  disconnect();
}

describe('failure toasts in the user language (spec §8)', () => {
  it('offline in zh-cn the toast says 网络错误', async () => {
    await failWhile('zh-cn', false, () => HttpResponse.error());
    expect(await screen.findByText('网络错误')).toBeInTheDocument();
  });

  it('offline in English the toast says Network Error', async () => {
    await failWhile('en', false, () => HttpResponse.error());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it('online the toast shows the server message as text', async () => {
    await failWhile('en', true, () => HttpResponse.json({ code: 30005, message: '<b>Order state does not allow this</b>', data: null }));
    expect(await screen.findByText('<b>Order state does not allow this</b>')).toBeInTheDocument();
  });
});
