import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Order } from '@/api/generated/models';
import { Component as MyOrdersRoute } from '@/features/my-orders/my-orders-route';
import { configureMocks } from '@mocks/handlers';
import { dataOf, rawCall, server, startMocks } from '../../mocks/mock-harness';
import { clearSession, renderWithProviders, seedSession } from '../../support/render-with-providers';
import { datePickerOf } from '../../support/date-picker';

// My orders against the real stateful mocks: the trader's seeded history has 7 orders in every status group.

startMocks();

// jest-fixed-jsdom swaps in Node's FormData, which cannot read a jsdom <form>; React 19 builds one when a submit
// handler starts a transition (react-router's navigation does). Browsers can; this stands in for them.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const input = element as HTMLInputElement;
      if (input.name) this.append(input.name, input.value);
    }
  }
}
beforeAll(() => {
  globalThis.FormData = FormDataFromForm as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

beforeEach(() => {
  clearSession();
  seedSession('trader');
});

const listRequests = () => {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/ctc/query-order-list') seen.push(url.searchParams);
  });
  return seen;
};

async function traderOrders(): Promise<Order[]> {
  return dataOf<{ list: Order[] }>(await rawCall('GET', '/api/ctc/query-order-list', { query: { size: '100' } })).list;
}

async function open(path = '/en/p2p/order') {
  const view = renderWithProviders(<MyOrdersRoute />, { url: path });
  await screen.findByRole('table', { name: 'Orders' });
  return view;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('My orders', () => {
  it('lists the orders with their time, ID, type, amounts, price, status and counterparty', async () => {
    const orders = await traderOrders();
    await open();
    expect(rows()).toHaveLength(orders.length);
    const first = orders[0]!;
    const row = rows()[0]!;
    expect(row).toHaveTextContent(first.orderId);
    expect(row).toHaveTextContent(first.side === 'B' ? 'Buy' : 'Sell');
    expect(row).toHaveTextContent(first.asset);
    expect(row).toHaveTextContent(first.counterparty.nickname);
    expect(within(row).getByRole('link', { name: `View details of order ${first.orderId}` })).toHaveAttribute(
      'href',
      `/en/p2p/order?orderId=${first.orderId}`,
    );
    const side = first.side === 'B' ? 'buy' : 'sell';
    expect(
      within(row).getByRole('link', { name: `Reorder from the advertisement of order ${first.orderId}` }),
    ).toHaveAttribute('href', `/en/p2p/${side}/detail/${first.adNo}`);
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    // The tab says which page it is, not the generic site title.
    expect(document.title).toBe('My orders | P2P Trading');
  });

  it('filters by type and status through the URL and the request', async () => {
    const seen = listRequests();
    const { user, router } = await open();
    await choose(user, 'Type', 'Sell');
    await waitFor(() => expect(router.state.location.search).toBe('?type=sell'));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('Sell')));
    expect(seen.at(-1)?.get('side')).toBe('S');

    await choose(user, 'Status', 'Completed');
    await waitFor(() => expect(router.state.location.search).toBe('?type=sell&status=completed'));
    await waitFor(() => expect(seen.at(-1)?.get('statusGroup')).toBe('COMPLETED'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('searches by order ID, and says what is wrong with a malformed one', async () => {
    const orders = await traderOrders();
    const { user, router } = await open();
    const search = screen.getByRole('textbox', { name: 'Order ID' });
    await user.type(search, '12#4{Enter}');
    expect(screen.getByText('An order ID contains only letters, digits, hyphens and underscores.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(search).toHaveValue('12#4');

    await user.clear(search);
    await user.type(search, `${orders[2]!.orderId}{Enter}`);
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${orders[2]!.orderId}`));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(orders[2]!.orderId);
  });

  it('filters by a date range in local days', async () => {
    const seen = listRequests();
    const { router } = await open();
    fireEvent.change(datePickerOf(screen.getByRole('textbox', { name: 'From' })), { target: { value: '2026-01-01' } });
    fireEvent.change(datePickerOf(screen.getByRole('textbox', { name: 'To' })), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-31'));
    await waitFor(() => expect(seen.at(-1)?.get('endTime')).toBe(new Date(2026, 1, 1).toISOString()));
    expect(seen.at(-1)?.get('startTime')).toBe(new Date(2026, 0, 1).toISOString());
  });

  it('keeps the filters of the URL on a reload and resets them all', async () => {
    renderWithProviders(<MyOrdersRoute />, { url: '/en/p2p/order?type=buy&status=in-progress&search=NOPE&page=2' });
    const user = userEvent.setup();
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Buy');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress');
    expect(screen.getByRole('textbox', { name: 'Order ID' })).toHaveValue('NOPE');

    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order ID' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
  });

  it('pages through the list and keeps the page in the URL', async () => {
    const [sample] = await traderOrders();
    const seen = listRequests();
    server.use(
      http.get('*/api/ctc/query-order-list', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const list = Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => ({
          ...sample!,
          orderId: `9${page}0${String(i).padStart(2, '0')}`,
        }));
        return HttpResponse.json({ code: 0, message: 'ok', data: { list, total: 25, page, size: 10 } });
      }),
    );
    const { user, router } = await open();
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toHaveTextContent('93000');
    expect(seen.at(-1)?.get('page')).toBe('3');
    expect(seen.at(-1)?.get('size')).toBe('10');
  });

  it('shows an error with a retry when the list fails, never a blank page', async () => {
    configureMocks({ scenario: 'server-errors' });
    const { user } = renderWithProviders(<MyOrdersRoute />, { url: '/en/p2p/order' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    configureMocks({ scenario: 'default' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('says why the list failed: the network text offline, the server message when there is one', async () => {
    server.use(http.get('*/api/ctc/query-order-list', () => HttpResponse.error(), { once: true }));
    const { user } = renderWithProviders(<MyOrdersRoute />, { url: '/en/p2p/order' });
    const offline = await screen.findByRole('alert');
    expect(offline).toHaveTextContent('Your orders could not be loaded.');
    expect(within(offline).getByText('Network Error')).toBeInTheDocument();
    server.use(
      http.get(
        '*/api/ctc/query-order-list',
        () =>
          HttpResponse.json({ code: 500, message: 'Order service is under maintenance', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(screen.getByRole('alert')).findByText('Order service is under maintenance'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
  });

  it('keeps the last list when a refresh fails, saying why', async () => {
    const { queryClient } = await open();
    server.use(
      http.get('*/api/ctc/query-order-list', () =>
        HttpResponse.json({ code: 500, message: 'Order service is under maintenance', data: null }, { status: 500 }),
      ),
    );
    await act(() => queryClient.refetchQueries());
    const warning = await screen.findByText('The list could not be refreshed, so it may be out of date.');
    expect(warning.closest('[role="alert"]')).toHaveTextContent('Order service is under maintenance');
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('tells a user without orders where they will appear', async () => {
    clearSession();
    renderWithProviders(<MyOrdersRoute />, { url: '/en/p2p/order', session: 'new-user' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('The orders you place on P2P appear here.')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      const orders = await traderOrders();
      renderWithProviders(<MyOrdersRoute />, { url: '/en/p2p/order' });
      const list = await screen.findByRole('list', { name: 'Orders' });
      const card = within(list).getByRole('listitem', { name: `Order ${orders[0]!.orderId}` });
      expect(
        within(card).getByRole('link', { name: `View details of order ${orders[0]!.orderId}` }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
