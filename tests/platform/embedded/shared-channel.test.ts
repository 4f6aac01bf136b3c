import { createSharedChannel } from '@/platform/embedded/shared-channel';

describe('shared channel', () => {
  it('starts with the transfer widget visible and hands published values to subscribers', () => {
    const channel = createSharedChannel();
    expect(channel.get('transferWidgetVisible')).toBe(true);
    expect(channel.get('locale')).toBeUndefined();
    const seen: string[] = [];
    const stop = channel.subscribe('locale', (value) => seen.push(value));
    channel.publish('locale', 'fr');
    channel.publish('locale', 'fr'); // republished values reach subscribers again
    stop();
    channel.publish('locale', 'de');
    expect(seen).toEqual(['fr', 'fr']);
    expect(channel.get('locale')).toBe('de');
  });

  it('a futures update signal from an embedded app hides the transfer widget', () => {
    const channel = createSharedChannel();
    const visibility = jest.fn();
    channel.subscribe('transferWidgetVisible', visibility);
    channel.signal('futuresUpdate');
    expect(channel.get('transferWidgetVisible')).toBe(false);
    expect(visibility).toHaveBeenCalledWith(false);
  });

  it('one listener throwing does not stop the others or the publisher', () => {
    const onError = jest.fn();
    const channel = createSharedChannel({ onError });
    const after = jest.fn();
    channel.subscribe('theme', () => {
      throw new Error('broken app');
    });
    channel.subscribe('theme', after);
    channel.onSignal('futuresUpdate', () => {
      throw new Error('broken signal listener');
    });
    expect(() => channel.publish('theme', 'dark')).not.toThrow();
    expect(() => channel.signal('futuresUpdate')).not.toThrow();
    expect(after).toHaveBeenCalledWith('dark');
    expect(channel.get('transferWidgetVisible')).toBe(false);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('takes initial values', () => {
    const channel = createSharedChannel({ initial: { theme: 'dark', transferWidgetVisible: false } });
    expect(channel.get('theme')).toBe('dark');
    expect(channel.get('transferWidgetVisible')).toBe(false);
  });
});
