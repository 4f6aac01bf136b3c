import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@ds';
import { httpClient } from '@/api/http/http-client';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { connectHttpEvents } from '@/app/connect-http-events';
import type { Language } from '@/shared/i18n';
import { server, startMswServer } from '../support/msw-server';
import { loadTexts, renderWithProviders } from '../support/render-with-providers';

startMswServer();
afterEach(() => {
  resetRequestContext();
  act(() => toast.clear());
});

async function failWhile(lang: Language, online: boolean, respond: () => Response) {
  const { i18n } = renderWithProviders(<p>page</p>, { i18n: await loadTexts(lang) });
  const disconnect = connectHttpEvents({
    showError: (m) => toast.error(m),
    dismissError: (id) => toast.dismiss(id),
    translate: (k) => i18n.t(k, { ns: 'errors' }),
    goToLogin: jest.fn(),
  });
  configureRequestContext({ isOnline: () => online });
  server.use(http.get('*/api/ctc/query-order-list', respond));
  await act(async () => {
    await httpClient({ url: '/api/ctc/query-order-list', method: 'GET' }).catch(() => undefined);
  });
  disconnect();
}

describe('failure toasts in the user language', () => {
  it('offline in zh-cn the toast says 网络错误', async () => {
    await failWhile('zh-cn', false, () => HttpResponse.error());
    expect(await screen.findByText('网络错误')).toBeInTheDocument();
  });

  it('offline in English the toast says Network Error', async () => {
    await failWhile('en', false, () => HttpResponse.error());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it('online the toast shows the server message as text', async () => {
    await failWhile('en', true, () =>
      HttpResponse.json({ code: 30005, message: '<b>Order state does not allow this</b>', data: null }),
    );
    expect(await screen.findByText('<b>Order state does not allow this</b>')).toBeInTheDocument();
  });
});
