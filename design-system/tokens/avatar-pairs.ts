/** The same pairs serve both colour modes; each foreground meets AA contrast on its background. */
export interface AvatarColorPair {
  background: string;
  foreground: string;
}

export const avatarPairs: readonly AvatarColorPair[] = [
  { background: '#FDE3E3', foreground: '#8A1C1C' },
  { background: '#FFE8CC', foreground: '#7A3E00' },
  { background: '#FFF3BF', foreground: '#665000' },
  { background: '#DDF4E4', foreground: '#1B5E35' },
  { background: '#D3F0F0', foreground: '#0E5A5A' },
  { background: '#DCEBFF', foreground: '#1A4B8C' },
  { background: '#E5E0FF', foreground: '#4A2FA3' },
  { background: '#F6DDF4', foreground: '#7D1F72' },
  { background: '#E8ECEF', foreground: '#37414D' },
  { background: '#FCE4D6', foreground: '#84371A' },
];
