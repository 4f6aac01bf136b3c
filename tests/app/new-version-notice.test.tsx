import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '@ds';
import { announceNewVersion, NewVersionNotice } from '@/app/new-version-notice';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';

const TEXT = 'The latest version is available, please refresh the page.';

async function renderNotice() {
  const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider initialMode="light">
        <NewVersionNotice />
      </DesignSystemProvider>
    </I18nextProvider>,
  );
}

it('tells the user to refresh when a newer build exists, with Refresh and Close', async () => {
  await renderNotice();
  expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('closes when the user dismisses it, and comes back with the next announcement', async () => {
  await renderNotice();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
});
