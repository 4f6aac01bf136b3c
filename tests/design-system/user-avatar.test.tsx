import { screen } from '@testing-library/react';
import { avatarColorIndex, avatarInitials, avatarPairs, pickAvatarColors, UserAvatar } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('avatarInitials', () => {
  it.each([
    ['satoshi nakamoto', 'SN'],
    ['alice', 'A'],
    ['Mary Jane Watson', 'MJ'],
    ['  bob   smith ', 'BS'],
    ['crypto_king', 'CK'],
    ['张伟', '张'],
    ['山田 太郎', '山太'],
    ['김민준', '김'],
    ['🐳 Whale', 'W'],
    ['🚀🌕', '🚀'],
    ['👨‍👩‍👧 family', 'F'],
    ['émile zola', 'ÉZ'],
    ['иван петров', 'ИП'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });

  it('never splits a surrogate pair', () => {
    expect(avatarInitials('𝒳yz')).toBe('𝒳');
  });
});

describe('avatar colour (sum of character codes modulo 10)', () => {
  it.each([
    ['A', 65 % 10],
    ['AB', (65 + 66) % 10],
    ['', 0],
    ['张伟', ('张'.charCodeAt(0) + '伟'.charCodeAt(0)) % 10],
  ])('%j uses pair %i', (name, index) => {
    expect(avatarColorIndex(name)).toBe(index);
    expect(pickAvatarColors(name)).toBe(avatarPairs[index]);
  });

  it('reaches all 10 pairs', () => {
    const used = new Set('ABCDEFGHIJ'.split('').map(avatarColorIndex));
    expect(used.size).toBe(10);
  });
});

describe('<UserAvatar/>', () => {
  it('shows the initials, hidden from screen readers by default', () => {
    const { container } = renderWithProviders(<UserAvatar name="satoshi nakamoto" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('SN');
  });

  it('is announced with its alt text when given', () => {
    renderWithProviders(<UserAvatar name="satoshi" alt="satoshi" />);
    expect(screen.getByRole('img', { name: 'satoshi' })).toHaveTextContent('S');
  });

  it('paints the colour pair of the name, through inline variables its one style reads', () => {
    const { container } = renderWithProviders(<UserAvatar name="A" />);
    const pair = pickAvatarColors('A');
    const avatar = container.querySelector('.MuiAvatar-root') as HTMLElement;
    expect(avatar.style.getPropertyValue('--avatar-bg')).toBe(pair.background);
    expect(avatar.style.getPropertyValue('--avatar-fg')).toBe(pair.foreground);
    // Two names, two colour pairs, one class: a new name adds no style to the page.
    const other = renderWithProviders(<UserAvatar name="Zed" />).container.querySelector('.MuiAvatar-root')!;
    expect(pickAvatarColors('Zed')).not.toEqual(pair);
    expect(other.className).toBe(avatar.className);
  });
});
