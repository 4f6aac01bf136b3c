import { detectNativeApp } from '@/platform/native-bridge/detect';

// In the app: a user-agent marker, a global app object, or a URL marker; iOS for iPhone or iPad, otherwise android;
// outside the app h5.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const bridgeObject = { P2PNativeBridge: { postMessage: () => undefined } };

describe('detectNativeApp', () => {
  it.each([
    ['iPhone agent with the marker', `${IPHONE} P2PApp/5.2.0`, 'ios'],
    ['iPad agent with the marker', `${IPAD} P2PApp/5.2.0`, 'ios'],
    ['Android agent with the marker', `${ANDROID} P2PApp/5.2.0`, 'android'],
    ['another agent with the marker', `${DESKTOP} p2papp/1.0`, 'android'],
  ])('user-agent marker: %s', (_label, userAgent, device) => {
    expect(detectNativeApp({ userAgent })).toEqual({ inApp: true, device, detectedBy: 'userAgent' });
  });

  it.each([
    ['iPhone', IPHONE, 'ios'],
    ['iPad', IPAD, 'ios'],
    ['Android', ANDROID, 'android'],
  ])('global app object on %s', (_label, userAgent, device) => {
    expect(detectNativeApp({ userAgent, globalObject: bridgeObject })).toEqual({
      inApp: true,
      device,
      detectedBy: 'globalObject',
    });
  });

  it('the iOS message handler counts as the app object', () => {
    const globalObject = { webkit: { messageHandlers: { P2PNativeBridge: { postMessage: () => undefined } } } };
    expect(detectNativeApp({ userAgent: IPHONE, globalObject })).toMatchObject({
      inApp: true,
      device: 'ios',
      detectedBy: 'globalObject',
    });
  });

  it.each([['?inApp=1'], ['?x=2&inApp=true']])('URL marker %s', (search) => {
    expect(detectNativeApp({ userAgent: ANDROID, location: { search } })).toEqual({
      inApp: true,
      device: 'android',
      detectedBy: 'url',
    });
    expect(detectNativeApp({ userAgent: IPAD, location: { search } })).toMatchObject({ device: 'ios' });
  });

  it.each([
    ['a desktop browser', DESKTOP, {}, ''],
    ['Safari on an iPhone', IPHONE, {}, ''],
    ['Chrome on Android', ANDROID, {}, '?inApp=0'],
    ['an object without postMessage', ANDROID, { P2PNativeBridge: {} }, ''],
    ['a look-alike marker', `${ANDROID} NotP2PApp`, {}, ''],
  ])('outside the app it is h5: %s', (_label, userAgent, globalObject, search) => {
    expect(detectNativeApp({ userAgent, globalObject, location: { search } })).toEqual({
      inApp: false,
      device: 'h5',
      detectedBy: null,
    });
  });
});
