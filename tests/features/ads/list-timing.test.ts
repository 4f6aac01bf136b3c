import { LIST_DATA_MARK, markListData } from '@/features/ads/list-timing';

it('marks the first render with ads once per page load (the list benchmark measures from it)', () => {
  // jsdom has no User Timing; the browser's performance.mark is stood in for.
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  markListData();
  markListData();
  expect(mark).toHaveBeenCalledTimes(1);
  expect(mark).toHaveBeenCalledWith(LIST_DATA_MARK);
});
