import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { AppDialog } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

// While the dialog's frame is still loading, its stand-in shows the title and a spinner and focus stays on the
// page behind (pending-dialog.tsx). Escape must close it there too, and the real dialog must not open after.

// The frame's code arrives when the test says so (a slow network); tests/setup.ts's preload of it does nothing.
jest.mock('@ds/components/app-dialog/load-frame', () => {
  const { lazyComponent } = jest.requireActual('@ds/perf/lazy-component');
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    appDialogFrame: lazyComponent(() =>
      arrived.then(() => jest.requireActual('@ds/components/app-dialog/app-dialog-frame').AppDialogFrame),
    ),
    preloadAppDialog: () => Promise.resolve(),
    frameArrives: () => arrive(),
  };
});

const frameArrives = () =>
  jest.requireMock<{ frameArrives: () => void }>('@ds/components/app-dialog/load-frame').frameArrives();

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Buy USDT</button>
      <AppDialog open={open} onClose={() => setOpen(false)} title="Buy USDT now" actions={<button>Place order</button>}>
        Pay within 15 minutes.
      </AppDialog>
    </>
  );
}

// First: the frame has not arrived yet in this file.
it('a dialog that is not dismissible stays open on Escape while its frame loads', async () => {
  function Locked() {
    return (
      <AppDialog open onClose={() => undefined} dismissible={false} title="Releasing">
        Wait for the release.
      </AppDialog>
    );
  }
  renderWithProviders(<Locked />);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(screen.getByRole('dialog', { name: 'Releasing' })).toHaveTextContent('Loading');
});

it('Escape while the frame loads closes the dialog, and it stays closed when the frame arrives', async () => {
  renderWithProviders(<Page />);
  const opener = screen.getByRole('button', { name: 'Buy USDT' });
  opener.focus();
  fireEvent.click(opener);
  const pending = screen.getByRole('dialog', { name: 'Buy USDT now' });
  expect(pending).toHaveTextContent('Loading');
  // Focus is still on the page, so the key goes to the opener, not into the dialog.
  expect(opener).toHaveFocus();
  fireEvent.keyDown(opener, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The frame's code arrives: nothing opens.
  await act(async () => {
    frameArrives();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Pay within 15 minutes.')).not.toBeInTheDocument();
});
