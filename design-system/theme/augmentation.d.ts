/** All MUI type augmentation of the project; the values are set in create-app-theme.ts and palette.ts. */
import type { CSSProperties } from 'react';
import type { SemanticRoles } from '../tokens/roles';
import '@mui/material/styles';
import '@mui/material/Button';
import '@mui/material/Chip';
import '@mui/material/Typography';
import '@mui/material/CircularProgress';

declare module '@mui/material/styles' {
  interface Palette {
    buy: PaletteColor;
    sell: PaletteColor;
    neutral: PaletteColor;
    /** The semantic roles of the active mode (tokens/roles.ts), for the rare style no palette entry covers. */
    roles: SemanticRoles;
  }
  interface PaletteOptions {
    buy?: PaletteColorOptions;
    sell?: PaletteColorOptions;
    neutral?: PaletteColorOptions;
    roles?: SemanticRoles;
  }
  interface ZIndex {
    toast: number;
  }
  interface TypographyVariants {
    amount: CSSProperties;
  }
  interface TypographyVariantsOptions {
    amount?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    amount: true;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    buy: true;
    sell: true;
    neutral: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    buy: true;
    sell: true;
    neutral: true;
  }
}

declare module '@mui/material/CircularProgress' {
  interface CircularProgressPropsColorOverrides {
    buy: true;
    sell: true;
    neutral: true;
  }
}
