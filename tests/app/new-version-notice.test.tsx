import { act, screen } from '@testing-library/react';
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
