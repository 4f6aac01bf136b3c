import { useEffect, useMemo, useRef } from 'react';
import { isLanguage, type Language } from '@/shared/i18n/languages';
import { claimRootContainer } from './containers';
import {
  EMBEDDED_APPS,
  type EmbeddedActions,
  type EmbeddedAppName,
  type EmbeddedData,
  type EmbeddedProps,
} from './contract';
import {
  createEmbeddedSlot,
  logEmbeddedError,
  type EmbeddedErrorReporter,
  type EmbeddedLoader,
  type EmbeddedSlot,
} from './embedded-slot';
import type { SharedChannel } from './shared-channel';

const LOCALE_REPUBLISH_DELAY_MS = 100;

export interface EmbeddedHostProps {
  /** Keep the object stable: a new one remounts every app. */
  sources: Readonly<Record<EmbeddedAppName, EmbeddedLoader>>;
  data: EmbeddedData;
  /** Read at call time, so the latest callbacks run without re-rendering the apps. */
  actions: EmbeddedActions;
  channel: SharedChannel;
  onLocaleRequest: (lang: Language) => void;
  onError?: EmbeddedErrorReporter;
  document?: Document;
}

export function EmbeddedHost({
  sources,
  data,
  actions,
  channel,
  onLocaleRequest,
  onError = logEmbeddedError,
  document: doc,
}: EmbeddedHostProps) {
  const actionsRef = useRef(actions);
  const localeRequestRef = useRef(onLocaleRequest);
  const languageRef = useRef(data.language);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    actionsRef.current = actions;
    localeRequestRef.current = onLocaleRequest;
    languageRef.current = data.language;
    onErrorRef.current = onError;
  });

  // Stable functions, so a new callback identity from the layout never counts as a props change.
  const stableActions = useMemo<EmbeddedActions>(
    () => ({
      navigate: (path) => actionsRef.current.navigate(path),
      login: () => actionsRef.current.login(),
      logout: () => actionsRef.current.logout(),
    }),
    [],
  );
  const props = useMemo<EmbeddedProps>(
    () => ({ ...data, ...stableActions, shared: channel }),
    [data, stableActions, channel],
  );
  const propsRef = useRef(props);
  const slotsRef = useRef<EmbeddedSlot[]>([]);

  useEffect(() => {
    const target = doc ?? document;
    const pageRoot = target.getElementById('root');
    const report: EmbeddedErrorReporter = (app, phase, error) => onErrorRef.current(app, phase, error);
    const claimed = EMBEDDED_APPS.map((name) => {
      const container = claimRootContainer(target, name, pageRoot);
      const slot = createEmbeddedSlot({
        name,
        container: container.element,
        load: sources[name],
        props: propsRef.current,
        onError: report,
      });
      return { container, slot };
    });
    slotsRef.current = claimed.map(({ slot }) => slot);
    return () => {
      slotsRef.current = [];
      for (const { container, slot } of claimed) {
        slot.dispose();
        container.release();
      }
    };
  }, [sources, doc]);

  useEffect(() => {
    propsRef.current = props;
    for (const slot of slotsRef.current) slot.update(props);
  }, [props]);

  useEffect(() => channel.publish('locale', data.language), [channel, data.language]);

  // Once more shortly after start, for apps that subscribed late.
  useEffect(() => {
    const timer = setTimeout(() => channel.publish('locale', languageRef.current), LOCALE_REPUBLISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [channel]);

  // An app asks for another language by publishing it (the header's language switch).
  useEffect(
    () =>
      channel.subscribe('locale', (value) => {
        if (isLanguage(value) && value !== languageRef.current) localeRequestRef.current(value);
      }),
    [channel],
  );

  return null;
}
