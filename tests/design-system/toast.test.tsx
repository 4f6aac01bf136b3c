import { act, screen, within } from '@testing-library/react';
import { createToastService, toast, ToastHost, toastDefaults, type ToastItem } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('toast service', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast and hides it after 3000 ms by default', () => {
    const service = createToastService();
    service.show({ message: 'Saved' });
    expect(service.get()).toEqual([expect.objectContaining({ message: 'Saved', severity: 'info', durationMs: 3000 })]);
    jest.advanceTimersByTime(2999);
    expect(service.get()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(service.get()).toHaveLength(0);
  });

  it.each(['success', 'info', 'warning', 'error'] as const)('has a %s shortcut', (severity) => {
    const service = createToastService();
    service[severity]('Message');
    expect(service.get()[0]?.severity).toBe(severity);
  });

  it('stacks several toasts and dismisses one by id', () => {
    const service = createToastService();
    const first = service.error('One');
    service.success('Two', { durationMs: 0 });
    expect(service.get().map((t) => t.message)).toEqual(['One', 'Two']);
    service.dismiss(first);
    expect(service.get().map((t) => t.message)).toEqual(['Two']);
    jest.advanceTimersByTime(60_000);
    expect(service.get()).toHaveLength(1); // durationMs 0 stays until dismissed
  });

  it('shows an identical message once, restarting its timer', () => {
    const service = createToastService();
    const a = service.error('Network Error');
    jest.advanceTimersByTime(2000);
    const b = service.error('Network Error');
    expect(b).toBe(a);
    jest.advanceTimersByTime(2000);
    expect(service.get()).toHaveLength(1);
  });

  it('keeps at most maxVisible toasts, dropping the oldest', () => {
    const service = createToastService({ maxVisible: 2 });
    ['a', 'b', 'c'].forEach((m) => service.info(m));
    expect(service.get().map((t) => t.message)).toEqual(['b', 'c']);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const service = createToastService();
    const seen: (readonly ToastItem[])[] = [];
    const unsubscribe = service.subscribe((items) => seen.push(items));
    service.info('x');
    unsubscribe();
    service.info('y');
    expect(seen).toHaveLength(1);
  });
});

describe('<ToastHost/>', () => {
  afterEach(() => act(() => toast.clear()));

  it('renders toasts raised from non-React code, errors as alerts and others as status', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.error('The request failed. Please try again.');
      toast.success('Saved');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The request failed. Please try again.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes a toast with its translated close button', async () => {
    const { user } = renderWithProviders(<p>page</p>);
    act(() => {
      toast.warning('Careful');
    });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders messages as plain text, never HTML', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.info('<b>bold</b>');
    });
    expect(screen.getByRole('status')).toHaveTextContent('<b>bold</b>');
  });

  it('sits 16 px from the edge above dialogs (z-index 2000+)', () => {
    const service = createToastService();
    renderWithProviders(<ToastHost service={service} />);
    act(() => {
      service.info('Hello');
    });
    const stack = screen.getAllByRole('status')[0]?.parentElement as HTMLElement;
    const style = getComputedStyle(stack);
    expect(style.position).toBe('fixed');
    expect(style.top).toBe(`${toastDefaults.offsetPx}px`);
    expect(Number(style.zIndex)).toBeGreaterThanOrEqual(2000);
  });
});
