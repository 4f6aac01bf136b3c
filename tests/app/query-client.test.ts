import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/api/http/api-error';

// Offline, calls are still made and fail, so screens show their error and Retry instead of a skeleton
// (or a 'Sending…') that never ends.
afterEach(() => onlineManager.setOnline(true));

it('offline, a query runs and fails instead of waiting for the connection', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const failure = new ApiError({ kind: 'business', code: 30000, message: 'no', url: '/api/x' });
  const queryFn = jest.fn(() => Promise.reject(failure));
  await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toBe(failure);
  expect(queryFn).toHaveBeenCalledTimes(1);
});

it('offline, a mutation runs and fails instead of waiting for the connection', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const failure = new ApiError({ kind: 'network', message: '', url: '/api/ctc/send-chat-msg' });
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failure) });
  await expect(mutation.execute(undefined)).rejects.toBe(failure);
});

it('waits 1 s before retrying a failed query, doubling up to 8 s', () => {
  const { retryDelay } = createQueryClient().getDefaultOptions().queries!;
  const failure = new ApiError({ kind: 'network', message: '', url: '/api/x' });
  const delays = [0, 1, 2, 3, 4].map((attempt) => (retryDelay as (n: number, e: unknown) => number)(attempt, failure));
  expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
});
