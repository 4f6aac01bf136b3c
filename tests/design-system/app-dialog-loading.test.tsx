import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppDialog } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

// The dialog frame (MUI's modal) is its own chunk, loaded after the first screen or when a dialog first
// opens. Until it arrives the dialog shows its title and a spinner; a failed load (offline, a new deploy) says
// so with Retry and Close, and the page behind stays.

let mockFrameFails = true;
jest.mock('@ds/components/app-dialog/app-dialog-frame', () => {
  if (mockFrameFails) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('@ds/components/app-dialog/app-dialog-frame');
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Order 2611</p>
      <button onClick={() => setOpen(true)}>Release crypto</button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Before you release"
        actions={<button>Continue</button>}
      >
        Check your bank account.
      </AppDialog>
    </>
  );
}

it('shows the title and a spinner while the frame loads, a failure with Retry and Close, then the dialog itself', async () => {
  const { user } = renderWithProviders(<Page />);
  const opener = screen.getByRole('button', { name: 'Release crypto' });

  // The click renders at once, before the frame's load has settled.
  fireEvent.click(opener);
  const pending = screen.getByRole('dialog', { name: 'Before you release' });
  expect(within(pending).getByRole('status')).toHaveTextContent('Loading');

  // The load fails: said in the dialog, which takes focus; the page behind stays. Close leaves it as it was.
  let failed = await screen.findByRole('dialog', { name: 'Before you release' });
  expect(await within(failed).findByRole('alert')).toHaveTextContent('The request failed. Please try again.');
  await waitFor(() => expect(failed).toHaveFocus());
  expect(screen.getByText('Order 2611')).toBeInTheDocument();
  await user.click(within(failed).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Opening again tries again; Escape closes a failed one too.
  await user.click(opener);
  failed = await screen.findByRole('dialog', { name: 'Before you release' });
  await within(failed).findByRole('alert');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // The network is back: Retry loads the frame and the real dialog shows.
  await user.click(opener);
  failed = await screen.findByRole('dialog', { name: 'Before you release' });
  mockFrameFails = false;
  await user.click(await within(failed).findByRole('button', { name: 'Retry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Before you release' });
  expect(dialog).toHaveTextContent('Check your bank account.');
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});
