import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { AppDialog } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

function Opener({ dismissible = true, focusFirst = false }: { dismissible?: boolean; focusFirst?: boolean }) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open payment info</button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Payment info"
        dismissible={dismissible}
        actions={<button>Save</button>}
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the trade forms' first field takes the focus so */}
        <input aria-label="Account" autoFocus={focusFirst} onBlur={() => setLeft(true)} />
        {left && <p>left the field</p>}
      </AppDialog>
    </>
  );
}

describe('<AppDialog/>', () => {
  it('is a dialog named by its title, with content and actions', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open payment info' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment info' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Account' }));
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Save' }));
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open payment info' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open payment info' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open payment info' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('cannot be dismissed while not dismissible', async () => {
    const { user } = renderWithProviders(<Opener dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open payment info' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('under StrictMode, an opened form keeps the focus in its first field and nothing counts it as left', async () => {
    const { user } = renderWithProviders(<Opener focusFirst />, { strict: true });
    const opener = screen.getByRole('button', { name: 'Open payment info' });
    await user.click(opener);
    const field = await screen.findByRole('textbox', { name: 'Account' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText('left the field')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
