import { styled } from '@mui/material/styles';

const Svg = styled('svg')(({ theme }) => {
  const { roles } = theme.palette;
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    '& .crypto': { fill: roles.buy.soft, stroke: roles.buy.main },
    '& .fiat': { fill: roles.accent.soft, stroke: roles.accent.main },
    '& .escrow': { fill: roles.surfaceRaised, stroke: roles.text.primary },
    '& .check': { stroke: roles.positive.main },
    '& .flow': { stroke: roles.text.secondary },
    '& .crypto-mark': { stroke: roles.buy.onSoft },
    '& .fiat-mark': { stroke: roles.accent.onSoft },
  };
});

/** Drawn from the theme's roles to follow both colour schemes; decorative, as the heading beside it explains P2P. */
export function EscrowIllustration() {
  return (
    <Svg
      viewBox="0 0 240 160"
      aria-hidden
      focusable="false"
      fill="none"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Crypto on the left, a coin with a stylised T. */}
      <circle className="crypto" cx="52" cy="84" r="36" />
      <path className="crypto-mark" d="M38 70h28M52 70v30M42 80h20" />
      {/* Fiat on the right, a note. */}
      <circle className="fiat" cx="188" cy="84" r="36" />
      <rect className="fiat-mark" x="168" y="72" width="40" height="24" rx="4" />
      <circle className="fiat-mark" cx="188" cy="84" r="5" />
      {/* What each side sends: crypto one way, fiat the other. */}
      <path className="flow" d="M76 40c24-20 64-20 88 0m0 0-10-2m10 2-2-10" />
      <path className="flow" d="M164 128c-24 20-64 20-88 0m0 0 10 2m-10-2 2 10" />
      {/* The escrow in the middle: a shield with a check. */}
      <path className="escrow" d="M120 52l26 10v18c0 17-11 30-26 36-15-6-26-19-26-36V62z" />
      <path className="check" d="m109 84 8 8 15-16" />
    </Svg>
  );
}
