/** Only this file and avatar-pairs.ts hold hex values; everything else refers to the semantic roles (roles.ts). */
export const greens = {
  50: '#E7F8EF',
  100: '#C3EDD8',
  200: '#8FDDB8',
  300: '#52C995',
  400: '#2EBD85',
  500: '#12A36E',
  600: '#0B8A5C',
  700: '#07704B',
  800: '#05573A',
  900: '#033D29',
  950: '#0C2A1E',
} as const;

export const reds = {
  50: '#FDECEE',
  100: '#FACDD3',
  200: '#F59AA6',
  300: '#F0697D',
  400: '#F6465D',
  500: '#E02A44',
  600: '#C4203A',
  700: '#A0182F',
  800: '#7B1124',
  900: '#560B19',
  950: '#2E1419',
} as const;

export const ambers = {
  50: '#FFF8E6',
  100: '#FFEBB3',
  200: '#FFDC7A',
  300: '#FCD535',
  400: '#F0B90B',
  500: '#D49E00',
  600: '#A87C00',
  700: '#7D5C00',
  800: '#5C4400',
  900: '#3D2D00',
  950: '#2B2310',
} as const;

export const greys = {
  0: '#FFFFFF',
  25: '#FAFAFB',
  50: '#F5F6F8',
  100: '#EAECEF',
  200: '#D8DCE1',
  300: '#B7BDC6',
  400: '#929AA5',
  500: '#707A8A',
  600: '#5E6673',
  700: '#474D57',
  800: '#2B3139',
  850: '#1E2329',
  900: '#181A20',
  950: '#0B0E11',
} as const;

export const blues = {
  50: '#E8F1FD',
  100: '#C5DCFA',
  200: '#93BDF5',
  300: '#5E9CEF',
  400: '#3A86EA',
  500: '#1F6FD6',
  600: '#1A5DB4',
  700: '#154A8F',
  800: '#10386B',
  900: '#0A2547',
  950: '#10213A',
} as const;

export const ramps = { greens, reds, ambers, greys, blues } as const;
export type RampName = keyof typeof ramps;
