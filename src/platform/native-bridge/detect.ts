/** The app appends `P2PApp/<version>` to the web view's user agent. */
const APP_USER_AGENT_MARKER = /\bP2PApp\/\S+/i;
/** `?inApp=1` (or `true`) on the first page the app opens. */
const APP_URL_PARAM = 'inApp';
/** The object the app injects (Android `addJavascriptInterface`, or a user script forwarding to iOS). */
export const BRIDGE_OBJECT_NAME = 'P2PNativeBridge';

type NativeDevice = 'ios' | 'android' | 'h5';

export interface NativeEnvironment {
  inApp: boolean;
  device: NativeDevice;
  detectedBy: 'userAgent' | 'globalObject' | 'url' | null;
}

export interface PostMessageTarget {
  postMessage(message: string): void;
}

interface BridgeGlobal {
  [BRIDGE_OBJECT_NAME]?: PostMessageTarget;
  webkit?: { messageHandlers?: { [BRIDGE_OBJECT_NAME]?: PostMessageTarget } };
}

export interface DetectionInput {
  userAgent: string;
  location?: Pick<Location, 'search'> | null;
  globalObject?: unknown;
}

/** The app's message target: the injected object, or the iOS WKScriptMessageHandler of the same name. */
export function bridgeTarget(globalObject: unknown): PostMessageTarget | null {
  const g = globalObject as BridgeGlobal | null | undefined;
  const candidate = g?.[BRIDGE_OBJECT_NAME] ?? g?.webkit?.messageHandlers?.[BRIDGE_OBJECT_NAME];
  return candidate && typeof candidate.postMessage === 'function' ? candidate : null;
}

function hasUrlMarker(location: DetectionInput['location']): boolean {
  if (!location?.search) return false;
  const value = new URLSearchParams(location.search).get(APP_URL_PARAM);
  return value === '1' || value === 'true';
}

const IOS_AGENT = /iPhone|iPad/i;

export function detectNativeApp({ userAgent, location, globalObject }: DetectionInput): NativeEnvironment {
  const detectedBy = APP_USER_AGENT_MARKER.test(userAgent)
    ? 'userAgent'
    : bridgeTarget(globalObject)
      ? 'globalObject'
      : hasUrlMarker(location)
        ? 'url'
        : null;
  if (!detectedBy) return { inApp: false, device: 'h5', detectedBy };
  return { inApp: true, device: IOS_AGENT.test(userAgent) ? 'ios' : 'android', detectedBy };
}
