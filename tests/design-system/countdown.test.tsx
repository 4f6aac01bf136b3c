import { act, screen } from '@testing-library/react';
import { Countdown, formatCountdown, remainingMs } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');

describe('remainingMs', () => {
  it.each<[string | number, number, number, number]>([
    ['2026-01-01T12:15:00.000Z', NOW, 0, 15 * 60_000],
    [NOW + 5000, NOW, 0, 5000],
    [String(NOW + 5000), NOW, 0, 5000],
    // The device clock is 2 s behind the server: 2 s less remain.
    [NOW + 5000, NOW, 2000, 3000],
    [NOW - 1000, NOW, 0, 0],
  ])('deadline %j at %i with offset %i -> %i', (deadline, now, offset, expected) => {
    expect(remainingMs(deadline, now, offset)).toBe(expected);
  });

  it('never shows more than the whole window: a 30-minute order read 0.4 s early starts at 30:00, not 30:01', () => {
    const created = NOW;
    const deadline = NOW + 30 * 60_000;
    const left = remainingMs(deadline, NOW - 400, 0, created);
    expect(left).toBe(30 * 60_000);
    expect(formatCountdown(left)).toBe('30:00');
    expect(formatCountdown(remainingMs(deadline, NOW - 400, 0))).toBe('30:01');
    expect(remainingMs(deadline, NOW + 60_000, 0, created)).toBe(29 * 60_000);
  });

  it('is NaN for an invalid deadline', () => {
    expect(remainingMs('not a date', NOW)).toBeNaN();
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1000, '00:01'],
    [59_001, '01:00'],
    [15 * 60_000, '15:00'],
    [3_599_000, '59:59'],
    [3_600_000, '01:00:00'],
    [25 * 3_600_000 + 61_000, '25:01:01'],
    [Number.NaN, '--:--'],
  ])('%i ms -> %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('<Countdown/>', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]') as HTMLElement;

  it('ticks every second in mm:ss', () => {
    renderWithProviders(<Countdown deadline={NOW + 90_000} label="Pay within" />);
    expect(screen.getByText('Pay within')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time remaining' })).toHaveTextContent('01:30');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('01:29');
  });

  it('uses hh:mm:ss above an hour', () => {
    renderWithProviders(<Countdown deadline={new Date(NOW + 2 * 3_600_000).toISOString()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('02:00:00');
  });

  it('counts from server time using serverOffsetMs', () => {
    renderWithProviders(<Countdown deadline={NOW + 60_000} serverOffsetMs={30_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');
  });

  it('calls onExpire exactly once', () => {
    const onExpire = jest.fn();
    renderWithProviders(<Countdown deadline={NOW + 2000} onExpire={onExpire} />);
    tick(1000);
    expect(onExpire).not.toHaveBeenCalled();
    tick(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
  });

  it('announces politely only when the minute changes', () => {
    const { container } = renderWithProviders(<Countdown deadline={NOW + 120_000} />);
    const live = liveRegion(container);
    expect(live).toHaveTextContent('2 minutes left');
    const texts = new Set<string>();
    const observer = new MutationObserver(() => texts.add(live.textContent ?? ''));
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    for (let i = 0; i < 59; i++) tick(1000);
    expect(texts.size).toBe(0); // 59 ticks, no announcement
    tick(1000);
    expect(live).toHaveTextContent('1 minute left');
    tick(60_000);
    expect(live).toHaveTextContent('Time is up');
    observer.disconnect();
  });

  it('above 5 minutes announces every fifth minute only, so a 30-minute pay window speaks 10 times', () => {
    const { container } = renderWithProviders(<Countdown deadline={NOW + 30 * 60_000} />);
    const live = liveRegion(container);
    // The region's text after each second; a polite region speaks each time it changes.
    const spoken = [live.textContent];
    for (let i = 0; i < 30 * 60; i++) {
      tick(1000);
      spoken.push(live.textContent);
    }
    const said = spoken.filter((text, i) => text !== spoken[i - 1]);
    expect(said).toEqual([
      '30 minutes left',
      '25 minutes left',
      '20 minutes left',
      '15 minutes left',
      '10 minutes left',
      '5 minutes left',
      '4 minutes left',
      '3 minutes left',
      '2 minutes left',
      '1 minute left',
      'Time is up',
    ]);
  });

  it('shows a placeholder for an invalid deadline and never expires', () => {
    const onExpire = jest.fn();
    renderWithProviders(<Countdown deadline="soon" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--');
    tick(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
