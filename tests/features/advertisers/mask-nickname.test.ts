import { maskNickname } from '@/features/advertisers/lib/mask-nickname';

// Who left a feedback is shown partly hidden: enough to tell two authors apart, not enough to find them.

it.each([
  ['Wholeclamp83', 'W***3'],
  ['ab', 'a***'],
  ['x', 'x***'],
  ['  padded  ', 'p***d'],
  ['', '***'],
  ['𝒜lice𝒵', '𝒜***𝒵'],
  ['山田太郎', '山***郎'],
])('%j is shown as %j', (nickname, shown) => expect(maskNickname(nickname)).toBe(shown));
