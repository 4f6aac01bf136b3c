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

  it('paints the colour pair of the name', () => {
    const { container } = renderWithProviders(<UserAvatar name="A" />);
    const pair = pickAvatarColors('A');
    const style = getComputedStyle(container.querySelector('.MuiAvatar-root') as HTMLElement);
    expect(style.backgroundColor).toBe(hexToRgb(pair.background));
    expect(style.color).toBe(hexToRgb(pair.foreground));
  });
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
