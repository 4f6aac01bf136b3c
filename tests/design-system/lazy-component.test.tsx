import { act, render, screen } from '@testing-library/react';
import { lazyComponent, useLazyComponent, type LazyComponent } from '@ds';

// Code a first screen does not need is fetched when first wanted, once for every place that shows it,
// kept once it has arrived, and tried again after a failed download (offline, a new deploy).

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An import under the test's control: each call returns a download the test settles. */
function controlledImport() {
  const downloads: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        downloads.push({ resolve, reject });
      }),
  );
  return { load, downloads };
}

describe('lazyComponent', () => {
  it('downloads once for every caller and keeps the component', async () => {
    const { load, downloads } = controlledImport();
    const lazy = lazyComponent(load);
    const arrived = jest.fn();
    lazy.subscribe(arrived);
    expect(load).not.toHaveBeenCalled();

    const first = lazy.load();
    const second = lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toBeUndefined();

    downloads[0]!.resolve(Greeting);
    await expect(first).resolves.toBe(Greeting);
    await expect(second).resolves.toBe(Greeting);
    expect(lazy.loaded()).toBe(Greeting);
    expect(arrived).toHaveBeenCalledTimes(1);
    await lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed download: the next call tries again', async () => {
    const { load, downloads } = controlledImport();
    const lazy = lazyComponent(load);
    const failed = lazy.load();
    downloads[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(lazy.loaded()).toBeUndefined();

    const again = lazy.load();
    expect(load).toHaveBeenCalledTimes(2);
    downloads[1]!.resolve(Greeting);
    await expect(again).resolves.toBe(Greeting);
  });

  it('unsubscribed listeners are not called', async () => {
    const { load, downloads } = controlledImport();
    const lazy = lazyComponent(load);
    const listener = jest.fn();
    const unsubscribe = lazy.subscribe(listener);
    unsubscribe();
    const loading = lazy.load();
    downloads[0]!.resolve(Greeting);
    await loading;
    expect(listener).not.toHaveBeenCalled();
  });
});

function Place({ lazy, wanted, name }: { lazy: LazyComponent<{ name: string }>; wanted: boolean; name: string }) {
  const view = useLazyComponent(lazy, { name }, wanted);
  if (view.element) return view.element;
  if (view.failed) return <button onClick={view.retry}>Retry</button>;
  return <p>Waiting</p>;
}

describe('useLazyComponent', () => {
  it('downloads only while wanted, then renders the component with the props in every place', async () => {
    const { load, downloads } = controlledImport();
    const lazy = lazyComponent(load);
    const { rerender } = render(
      <>
        <Place lazy={lazy} wanted={false} name="Ana" />
        <Place lazy={lazy} wanted={false} name="Bo" />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.getAllByText('Waiting')).toHaveLength(2);

    rerender(
      <>
        <Place lazy={lazy} wanted name="Ana" />
        <Place lazy={lazy} wanted={false} name="Bo" />
      </>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => downloads[0]!.resolve(Greeting));
    // The place that did not ask shows it too, once it has arrived.
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a download failed and tries again only on retry', async () => {
    const { load, downloads } = controlledImport();
    const lazy = lazyComponent(load);
    render(<Place lazy={lazy} wanted name="Ana" />);
    await act(async () => downloads[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(load).toHaveBeenCalledTimes(1);

    act(() => retry.click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => downloads[1]!.resolve(Greeting));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  });
});
