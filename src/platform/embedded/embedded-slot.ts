import {
  isEmbeddedInstance,
  resolveMount,
  type EmbeddedAppName,
  type EmbeddedInstance,
  type EmbeddedProps,
} from './contract';

export type EmbeddedLoader = () => Promise<unknown>;

export type EmbeddedErrorReporter = (
  app: EmbeddedAppName,
  phase: 'load' | 'mount' | 'update' | 'unmount',
  error: unknown,
) => void;

export const logEmbeddedError: EmbeddedErrorReporter = (app, phase, error) =>
  console.error(`[embedded] ${app} app failed to ${phase}; the page keeps working without it`, error);

export interface EmbeddedSlot {
  update(props: EmbeddedProps): void;
  dispose(): void;
}

export interface SlotOptions {
  name: EmbeddedAppName;
  container: HTMLElement;
  load: EmbeddedLoader;
  props: EmbeddedProps;
  onError: EmbeddedErrorReporter;
}

/** Every step is guarded, so a failing app only loses its own container. */
export function createEmbeddedSlot({ name, container, load, props, onError }: SlotOptions): EmbeddedSlot {
  let latest = props;
  let instance: EmbeddedInstance | null = null;
  let disposed = false;

  void (async () => {
    let module: unknown;
    try {
      module = await load();
    } catch (error) {
      onError(name, 'load', error);
      return;
    }
    // Torn down while loading (StrictMode's double effects, a fast navigation away): nothing to mount.
    if (disposed) return;
    try {
      const mounted = resolveMount(module)(container, latest);
      if (!isEmbeddedInstance(mounted)) throw new TypeError('mount() must return { update, unmount }');
      instance = mounted;
    } catch (error) {
      onError(name, 'mount', error);
    }
  })();

  return {
    update(next) {
      if (next === latest) return;
      latest = next;
      if (!instance) return; // mounts with `latest` once loaded
      try {
        instance.update(next);
      } catch (error) {
        onError(name, 'update', error);
      }
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      const mounted = instance;
      instance = null;
      try {
        mounted?.unmount();
      } catch (error) {
        onError(name, 'unmount', error);
      }
    },
  };
}
