import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const paidDialog = (onConfirm: () => void | Promise<unknown>, onCancel = jest.fn()) => (
  <ConfirmDialog
    open
    title="Have You Paid?"
    body="Confirm only after you have transferred the money."
    consequence="Clicking Paid without paying may freeze your account."
    confirmLabel="Paid"
    cancelLabel="Not Paid Yet"
    confirmColor="buy"
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);

describe('<ConfirmDialog/>', () => {
  it('shows title, body, the consequence and both choices', () => {
    renderWithProviders(paidDialog(jest.fn()));
    const dialog = screen.getByRole('dialog', { name: 'Have You Paid?' });
    expect(dialog).toHaveTextContent('Confirm only after you have transferred the money.');
    expect(screen.getByRole('alert')).toHaveTextContent('Clicking Paid without paying may freeze your account.');
    expect(screen.getByRole('button', { name: 'Paid' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not Paid Yet' })).toBeEnabled();
  });

  it('calls onCancel for the cancel choice', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderWithProviders(paidDialog(jest.fn(), onCancel));
    await user.click(screen.getByRole('button', { name: 'Not Paid Yet' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('sends the confirmation once however often it is clicked, showing progress meanwhile', async () => {
    // Clicks land even on the disabled button (pointer-events: none would stop user-event otherwise).
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const request = deferred();
    const onConfirm = jest.fn(() => request.promise);
    renderWithProviders(paidDialog(onConfirm));
    const paid = screen.getByRole('button', { name: 'Paid' });
    await user.click(paid);
    await user.click(paid);
    await user.dblClick(paid);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(paid).toBeDisabled();
    expect(paid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not Paid Yet' })).toBeDisabled();
    await act(async () => request.resolve());
    expect(paid).toBeEnabled();
  });

  it('ignores a double click in the same tick', () => {
    const onConfirm = jest.fn(() => new Promise(() => undefined));
    renderWithProviders(paidDialog(onConfirm));
    const paid = screen.getByRole('button', { name: 'Paid' });
    act(() => {
      paid.click();
      paid.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can be confirmed again after the request failed', async () => {
    const user = userEvent.setup();
    const request = deferred();
    const onConfirm = jest.fn(() => request.promise);
    renderWithProviders(paidDialog(onConfirm));
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await act(async () => request.reject(new Error('network')));
    expect(screen.getByRole('button', { name: 'Paid' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('has a translated Cancel by default', () => {
    renderWithProviders(
      <ConfirmDialog open title="Cancel order?" confirmLabel="Confirm" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
