// System fonts only: the site loads inside the exchange's shell and a native app, so no web-font request; the CJK
// and Thai families cover the zh/ja/ko/th locales.
export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang SC"',
  '"Hiragino Sans"',
  '"Microsoft YaHei"',
  '"Noto Sans Thai"',
  'sans-serif',
].join(', ');

/** Digits of equal width so prices and amounts line up in columns and do not jitter while a countdown ticks. */
export const numericFeatures = 'tabular-nums';

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const typeScale = {
  h1: { size: 32, lineHeight: 40, weight: fontWeights.bold },
  h2: { size: 24, lineHeight: 32, weight: fontWeights.bold },
  h3: { size: 20, lineHeight: 28, weight: fontWeights.semibold },
  h4: { size: 18, lineHeight: 26, weight: fontWeights.semibold },
  h5: { size: 16, lineHeight: 24, weight: fontWeights.semibold },
  h6: { size: 14, lineHeight: 22, weight: fontWeights.semibold },
  body1: { size: 14, lineHeight: 22, weight: fontWeights.regular },
  body2: { size: 13, lineHeight: 20, weight: fontWeights.regular },
  caption: { size: 12, lineHeight: 18, weight: fontWeights.regular },
  button: { size: 14, lineHeight: 22, weight: fontWeights.semibold },
  amount: { size: 16, lineHeight: 24, weight: fontWeights.semibold },
} as const;

export type TypeStyle = keyof typeof typeScale;
