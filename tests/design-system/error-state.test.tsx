import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState, FailureMessage, FailuresExplainedElsewhere } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<ErrorState/>', () => {
  it('shows the generic failure message by default and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The request failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the caller message and no button without onRetry', () => {
    renderWithProviders(<ErrorState message="Network Error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives way while a notice elsewhere on the page already explains the failures', () => {
    const { rerender } = renderWithProviders(
      <FailuresExplainedElsewhere value>
        <ErrorState onRetry={jest.fn()} />
      </FailuresExplainedElsewhere>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <FailuresExplainedElsewhere value={false}>
        <ErrorState onRetry={jest.fn()} />
      </FailuresExplainedElsewhere>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it("shows the screen's own sentence with the reason under it, and only the sentence without one", () => {
    const { rerender } = renderWithProviders(
      <ErrorState message={<FailureMessage text="Your orders could not be loaded." reason="Network Error" />} />,
    );
    expect(screen.getByText('Your orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.Network Error');
    rerender(<ErrorState message={<FailureMessage text="Your orders could not be loaded." reason={null} />} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your orders could not be loaded\.$/);
  });
});
