import { act, render, screen } from '@testing-library/react';
import { createStore, useStore, type ReadableStore } from '@ds/store';

describe('createStore', () => {
  it('tells each listener the new value, and stops telling one once it unsubscribed', () => {
    const store = createStore(1);
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);

    store.set(2);
    expect(store.get()).toBe(2);
    expect(first).toHaveBeenCalledWith(2);
    expect(second).toHaveBeenCalledWith(2);

    stopFirst();
    store.set(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith(3);
  });

  it('keeps the same snapshot until the value changes, and tells nobody about the same value again', () => {
    const start = { items: ['a'] };
    const store = createStore(start);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(store.get());

    store.set(start);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(start);

    const next = { items: ['a', 'b'] };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells every listener even when one unsubscribes another while they are told', () => {
    const store = createStore(0);
    const later = jest.fn();
    let stopLater = () => undefined as void;
    store.subscribe(() => stopLater());
    stopLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  /** The store with a count of the subscriptions open on it. */
  function tracked<T>(initial: T) {
    const store = createStore(initial);
    const open = { count: 0 };
    const readable: ReadableStore<T> = {
      get: store.get,
      subscribe: (listener) => {
        open.count += 1;
        const stop = store.subscribe(listener);
        return () => {
          open.count -= 1;
          stop();
        };
      },
    };
    return { store, readable, open };
  }

  it('renders the value, re-renders only when the selected part changed, and unsubscribes on unmount', () => {
    const { store, readable, open } = tracked({ count: 1, label: 'a' });
    const renders = jest.fn();
    function Count() {
      const count = useStore(readable, (value) => value.count);
      renders();
      return <p>count {count}</p>;
    }
    const view = render(<Count />);
    expect(screen.getByText('count 1')).toBeInTheDocument();
    expect(open.count).toBe(1);
    const rendersAtStart = renders.mock.calls.length;

    act(() => store.set({ count: 2, label: 'a' }));
    expect(screen.getByText('count 2')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(rendersAtStart + 1);

    act(() => store.set({ count: 2, label: 'b' }));
    expect(renders).toHaveBeenCalledTimes(rendersAtStart + 1);

    view.unmount();
    expect(open.count).toBe(0);
  });

  it('reads the whole value without a selector', () => {
    const store = createStore('light');
    function Mode() {
      return <p>mode {useStore(store)}</p>;
    }
    render(<Mode />);
    expect(screen.getByText('mode light')).toBeInTheDocument();
    act(() => store.set('dark'));
    expect(screen.getByText('mode dark')).toBeInTheDocument();
  });
});
