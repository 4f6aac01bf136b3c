import type { i18n as I18n } from 'i18next';

/** For a step that throws (a bug, not an API failure). */
export function startupStepText(i18n: Pick<I18n, 't'>, step: number, message: string): string {
  return i18n.t('startupStep', { ns: 'errors', step, message });
}
