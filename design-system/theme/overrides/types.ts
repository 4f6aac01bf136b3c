import type { Components, Theme } from '@mui/material/styles';
import type { SemanticRoles, ThemeMode } from '../../tokens/roles';

export type ComponentOverrides = Components<Omit<Theme, 'components'>>;
/** Each category builds its overrides from the roles of one mode. */
export type OverrideFactory = (r: SemanticRoles, mode: ThemeMode) => ComponentOverrides;
