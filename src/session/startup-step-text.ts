import type { i18n as I18n } from 'i18next';

/**
 * Spec §8: a start-up step that throws (a bug, not an API failure) shows the exception's message prefixed with
 * the step number, e.g. `3: Cannot read properties of undefined`. One place for the app's start-up and the trade
 * gate's retry of it.
 */
export function startupStepText(i18n: Pick<I18n, 't'>, step: number, message: string): string {
  return i18n.t('startupStep', { ns: 'errors', step, message });
}
