import type { Components, Theme } from '@mui/material/styles';
import type { SemanticRoles, ThemeMode } from '../../tokens/roles';

export type ComponentOverrides = Components<Omit<Theme, 'components'>>;
export type OverrideFactory = (r: SemanticRoles, mode: ThemeMode) => ComponentOverrides;
