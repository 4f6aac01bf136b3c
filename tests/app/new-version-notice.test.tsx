import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '@ds';
import { announceNewVersion, NewVersionNotice } from '@/app/new-version-notice';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';

it('tells the user to refresh when a newer build exists, with a Refresh button', async () => {
  const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider initialMode="light">
        <NewVersionNotice />
      </DesignSystemProvider>
    </I18nextProvider>,
  );
  expect(screen.queryByText('The latest version is available, please refresh the page.')).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent('The latest version is available, please refresh the page.');
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('closes when the user dismisses it, and comes back with the next announcement', async () => {
  const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemProvider initialMode="light">
        <NewVersionNotice />
      </DesignSystemProvider>
    </I18nextProvider>,
  );
  act(() => announceNewVersion());
  const text = 'The latest version is available, please refresh the page.';
  expect(await screen.findByRole('status')).toHaveTextContent(text);
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => announceNewVersion());
  expect(await screen.findByRole('status')).toHaveTextContent(text);
});
