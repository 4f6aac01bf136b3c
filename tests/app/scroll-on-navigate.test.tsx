import { act } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { ScrollOnNavigate } from '@/app/layout/scroll-on-navigate';
import { renderWithProviders } from '../support/render-with-providers';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

/** Two pages under a layout that holds ScrollOnNavigate, as the app's language layout does. */
function renderPages(first = '/en/list') {
  const layout = (
    <>
      <ScrollOnNavigate />
      <Outlet />
    </>
  );
  const pages = [
    { path: '/en/list', element: <p>List</p> },
    { path: '/en/detail', element: <p id="terms">Detail</p> },
  ];
  const { router, unmount } = renderWithProviders([{ element: layout, children: pages }], { url: first });
  return Object.assign(router, { unmount });
}

describe('scroll after navigation', () => {
  it('a new page starts at the top; Back returns to where the trader was on that page', async () => {
    const router = renderPages();
    scrollPageTo(1200);
    await nextFrame();
    scrollTo.mockClear();

    await act(() => router.navigate('/en/detail'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(300);
    await nextFrame();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/en/list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('a link to a hash scrolls its target into view instead of the top', async () => {
    const router = renderPages();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    await act(() => router.navigate('/en/detail#terms'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a fresh load of another page starts at the top; a reload of the same page returns to its position', async () => {
    // Each page load's first history entry has the key 'default': the list's position must not carry over.
    const list = renderPages('/en/list');
    scrollPageTo(1500);
    await nextFrame();
    window.dispatchEvent(new Event('pagehide'));
    list.unmount();
    scrollTo.mockClear();

    const detail = renderPages('/en/detail');
    expect(detail.state.location.key).toBe('default');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1500);
    detail.unmount();

    renderPages('/en/list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
  });
});
