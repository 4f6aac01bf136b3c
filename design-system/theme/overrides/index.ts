import type { SemanticRoles, ThemeMode } from '../../tokens/roles';
import { baseOverrides } from './base';
import { dataDisplayOverrides } from './data-display';
import { feedbackOverrides } from './feedback';
import { inputOverrides } from './inputs';
import { navigationOverrides } from './navigation';
import { surfaceOverrides } from './surfaces';
import type { ComponentOverrides } from './types';

export function componentOverrides(r: SemanticRoles, mode: ThemeMode): ComponentOverrides {
  return {
    ...baseOverrides(r, mode),
    ...inputOverrides(r, mode),
    ...feedbackOverrides(r, mode),
    ...dataDisplayOverrides(r, mode),
    ...navigationOverrides(r, mode),
    ...surfaceOverrides(r, mode),
  };
}
