import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton, CopyProvider } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<CopyButton/>', () => {
  afterEach(() => jest.useRealTimers());

  it('copies with the browser clipboard and says Copied', async () => {
    const user = userEvent.setup();
    // After setup(), which installs its own clipboard stub.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CopyButton text="ORDER-123" label="Copy order ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy order ID' }));
    expect(writeText).toHaveBeenCalledWith('ORDER-123');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('uses a given writer, e.g. the native bridge, and clears the feedback later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn(() => Promise.resolve());
    renderWithProviders(<CopyButton text="abc" writeText={writeText} feedbackMs={1000} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when copying failed', async () => {
    const { user } = renderWithProviders(
      <CopyButton text="abc" writeText={() => Promise.reject(new Error('denied'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('copies with the function a CopyProvider gives (how the app hands in the native bridge), unless told otherwise', async () => {
    const user = userEvent.setup();
    const provided = jest.fn(() => Promise.resolve());
    const own = jest.fn(() => Promise.resolve());
    renderWithProviders(
      <CopyProvider copy={provided}>
        <CopyButton text="from-provider" label="Copy one" />
        <CopyButton text="own-writer" label="Copy two" writeText={own} />
      </CopyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy one' }));
    expect(provided).toHaveBeenCalledWith('from-provider');
    await user.click(screen.getByRole('button', { name: 'Copy two' }));
    expect(own).toHaveBeenCalledWith('own-writer');
    expect(provided).toHaveBeenCalledTimes(1);
  });
});
