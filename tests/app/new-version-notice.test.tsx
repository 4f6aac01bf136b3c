import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceNewVersion } from '@/app/new-version-notice';
import { renderWithProviders } from '../support/render-with-providers';

const TEXT = 'The latest version is available, please refresh the page.';

// The app's providers hold the notice (src/app/app-providers.tsx).
const renderNotice = () => renderWithProviders(<p>page</p>);

it('tells the user to refresh when a newer build exists, with Refresh and Close', async () => {
  renderNotice();
  expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('closes when the user dismisses it, and comes back with the next announcement', async () => {
  renderNotice();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
});

it('Refresh drops the pages kept for the next visit before reloading, so the reload gets the new build', async () => {
  const order: string[] = [];
  const remove = jest.fn(async (name: string) => {
    order.push(`delete ${name}`);
    return true;
  });
  Object.defineProperty(globalThis, 'caches', { value: { delete: remove }, configurable: true });
  const errorSpy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => /Not implemented: navigation/.test(String((arg as Error)?.message ?? arg))))
      order.push('reload');
  });
  try {
    renderNotice();
    act(() => announceNewVersion());
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    // jsdom cannot reload: it reports the attempt as a navigation it does not implement.
    await waitFor(() => expect(order).toEqual(['delete p2p-kept-pages-v1', 'reload']));
  } finally {
    errorSpy.mockRestore();
    delete (globalThis as { caches?: unknown }).caches;
  }
});
