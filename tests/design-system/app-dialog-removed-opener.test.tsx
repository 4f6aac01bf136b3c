import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { AppDialog } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

/** A list in a dialog whose rows are removed through a second dialog, as saved payment methods are. */
function Accounts({ removeAfterClose = false }: { removeAfterClose?: boolean }) {
  const [rows, setRows] = useState(['Zelle 1111', 'Wise 2222']);
  const [removing, setRemoving] = useState<string | null>(null);
  const confirm = () => {
    const row = removing;
    const remove = () => setRows((all) => all.filter((r) => r !== row));
    // The server's answer may reach the list before or after the confirmation has closed.
    if (removeAfterClose) setTimeout(remove, 20);
    else remove();
    setRemoving(null);
  };
  return (
    <AppDialog open onClose={() => undefined} title="Payment methods">
      <ul>
        {rows.map((row) => (
          <li key={row}>
            {row} <button onClick={() => setRemoving(row)}>Remove {row}</button>
          </li>
        ))}
      </ul>
      <AppDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this method?"
        actions={<button onClick={confirm}>Remove</button>}
      />
    </AppDialog>
  );
}

async function removeFirstRow(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Remove Zelle 1111' }));
  const question = await screen.findByRole('dialog', { name: 'Remove this method?' });
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(question).not.toBeInTheDocument());
  expect(screen.queryByText(/Zelle 1111/)).not.toBeInTheDocument();
}

describe('<AppDialog/> whose opener is removed while it is open', () => {
  it('gives the focus to the dialog the opener sat in, so the keyboard still works there', async () => {
    const { user } = renderWithProviders(<Accounts />);
    await removeFirstRow(user);
    const methods = screen.getByRole('dialog', { name: 'Payment methods' });
    await waitFor(() => expect(methods).toHaveFocus());
    await user.tab();
    expect(methods).toContainElement(document.activeElement as HTMLElement);
  });

  it('when the row goes after the focus came back to it, the focus still ends on the dialog, not its bare container', async () => {
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { user } = renderWithProviders(<Accounts removeAfterClose />);
    await removeFirstRow(user);
    const methods = screen.getByRole('dialog', { name: 'Payment methods' });
    // MUI's modal notices a focus lost to the page within 50 ms and takes it back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    await waitFor(() => expect(methods).toHaveFocus());
  });
});
