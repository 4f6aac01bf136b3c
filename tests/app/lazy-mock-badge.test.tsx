import { act, render, screen } from '@testing-library/react';
import { LazyMockBadge } from '@/app/mock-badge/lazy-mock-badge';

// The badge's chunk cannot arrive (the network went away while the page started, as chaos and offline tests do):
// the page around it stays. Through React.lazy the failure reached the root and the whole app was unmounted.
jest.mock('@/app/mock-badge/mock-badge', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/mock-badge.js');
});

it('a badge whose code cannot be loaded leaves the page as it was, without the badge', async () => {
  render(
    <main>
      <h1>Buy USDT</h1>
      <LazyMockBadge scenario="default" switchMocks={jest.fn()} />
    </main>,
  );
  // The download is tried and fails.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByRole('heading', { name: 'Buy USDT' })).toBeVisible();
  expect(screen.getByRole('main')).toHaveTextContent(/^Buy USDT$/);
});
