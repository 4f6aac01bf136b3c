import type { i18n as I18n } from 'i18next';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { configureMocks, getMockConfig, handlers } from './handlers';
import { routeByPath } from './route-by-path';
import { SCENARIO_NAMES, isScenarioName, type ScenarioName } from './scenarios/catalogue';
import { CHAOS_COOKIE, chaosDrawCount, resumeChaos } from './scenarios/chaos';
import { parseChaosKinds } from './scenarios/chaos-kinds';
import { SCENARIO_COOKIE, SCENARIO_ONLY_COOKIE, parseOperationIds } from './scenarios/identity';
import { restoreState, snapshotState, type MockSnapshot } from './state/snapshot';
import { MOCK_USERS, type MockAccountKey, type MockUserKey } from './users';

// The mocks in the browser; the URL switches (mocks/README.md) are read once at start. The store and the chaos
// sequence's position are kept in sessionStorage, so an order survives a reload and a reload draws on instead of
// replaying the seed's first answers.

const STORAGE_KEY = 'p2p-mock-state';
const CHAOS_KEY = 'p2p-mock-chaos';
const PENDING_SWITCHES_KEY = 'p2p-mock-switches';

function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 86_400): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

function readCookieValue(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

const NUMBER_SWITCHES = { chaosSeed: 'mockChaosSeed', chaosTimeoutMs: 'mockChaosTimeoutMs' } as const;

const isCount = (value: string | null | undefined): value is string =>
  value != null && value !== '' && Number.isSafeInteger(Number(value)) && Number(value) >= 0;

/** After the store is restored, which resets the config. */
function applyConfigCookies(): void {
  for (const [knob, cookie] of Object.entries(NUMBER_SWITCHES) as Array<[keyof typeof NUMBER_SWITCHES, string]>) {
    const value = readCookieValue(cookie);
    if (isCount(value)) configureMocks({ [knob]: Number(value) });
  }
}

/** The mock layer's own cookies: all forgotten by ?mockReset=1, so no scenario outlives a reset. */
const MOCK_KNOB_COOKIES = [SCENARIO_COOKIE, SCENARIO_ONLY_COOKIE, CHAOS_COOKIE, ...Object.values(NUMBER_SWITCHES)];

/** A `?scenario=` that names no scenario: kept to tell the user, never written to the cookie. */
let unknownScenario: string | undefined;

function applyUrlSwitches(params: URLSearchParams): void {
  // First, so `?mockReset=1&scenario=chaos` is chaos from a clean start.
  if (params.has('mockReset')) for (const cookie of MOCK_KNOB_COOKIES) writeCookie(cookie, '', 0);
  const scenario = params.get('scenario');
  if (isScenarioName(scenario)) writeCookie(SCENARIO_COOKIE, scenario);
  else if (scenario !== null) unknownScenario = scenario;
  const only = params.get('scenarioOnly');
  if (only === 'all') writeCookie(SCENARIO_ONLY_COOKIE, '', 0);
  else if (parseOperationIds(only).length > 0) writeCookie(SCENARIO_ONLY_COOKIE, parseOperationIds(only).join(','));
  const chaos = params.get('chaos');
  const kinds = parseChaosKinds(chaos);
  if (chaos === 'mix') writeCookie(CHAOS_COOKIE, '', 0);
  else if (kinds.length > 0) writeCookie(CHAOS_COOKIE, kinds.join(','));
  for (const [knob, cookie] of Object.entries(NUMBER_SWITCHES)) {
    const value = params.get(knob);
    if (isCount(value)) writeCookie(cookie, value);
  }
  const userKey = params.get('mockUser');
  if (userKey && userKey in MOCK_USERS) {
    const user = MOCK_USERS[userKey as MockUserKey];
    writeCookie('authorization', user.authorization);
    writeCookie('userId', user.userId);
    writeCookie('UID', user.UID);
    writeCookie('accountGroup', String(user.accountGroup));
  }
}

function restoreFromSession(reset: boolean): void {
  try {
    const saved = reset ? null : sessionStorage.getItem(STORAGE_KEY);
    if (reset) sessionStorage.removeItem(STORAGE_KEY);
    if (saved) restoreState(JSON.parse(saved) as MockSnapshot);
  } catch {
    sessionStorage.removeItem(STORAGE_KEY); // a corrupt or foreign snapshot: start from the seed
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function resumeChaosFromSession(restart: boolean): void {
  try {
    const saved = restart
      ? null
      : (JSON.parse(sessionStorage.getItem(CHAOS_KEY) ?? 'null') as { seed: number; draws: number } | null);
    if (saved && saved.seed === getMockConfig().chaosSeed && Number.isSafeInteger(saved.draws))
      resumeChaos(saved.draws);
  } catch {
    sessionStorage.removeItem(CHAOS_KEY);
  }
}

function saveNow(): void {
  clearTimeout(saveTimer);
  try {
    sessionStorage.setItem(CHAOS_KEY, JSON.stringify({ seed: getMockConfig().chaosSeed, draws: chaosDrawCount() }));
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(snapshotState()));
  } catch {
    // Quota exceeded: the tab keeps working in memory, only a reload loses the trades.
  }
}

function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 100);
}

/** The URL's switches, and those the badge left for this load (which win). */
function switchesOfThisLoad(): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  try {
    const pending = sessionStorage.getItem(PENDING_SWITCHES_KEY);
    sessionStorage.removeItem(PENDING_SWITCHES_KEY);
    for (const [key, value] of new URLSearchParams(pending ?? '')) params.set(key, value);
  } catch {
    // No session storage: the URL's switches only.
  }
  return params;
}

export interface MockSwitches {
  scenario?: ScenarioName;
  mockUser?: MockAccountKey;
  mockReset?: '1';
}

// Applied by a reload so no answer of the old setup stays cached; the switches wait in session storage for that
// one load, so the address bar keeps the page's URL and a later reload does not reset again.
export function switchMocks(switches: MockSwitches): void {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(switches)) if (typeof value === 'string') params.set(key, value);
  sessionStorage.setItem(PENDING_SWITCHES_KEY, params.toString());
  window.location.reload();
}

export function currentMockScenario(): ScenarioName {
  const named = readCookieValue(SCENARIO_COOKIE);
  return isScenarioName(named) ? named : getMockConfig().scenario;
}

let worker: SetupWorker | undefined;

export async function startMockWorker(): Promise<SetupWorker> {
  const params = switchesOfThisLoad();
  applyUrlSwitches(params);
  restoreFromSession(params.has('mockReset'));
  applyConfigCookies();
  resumeChaosFromSession(params.has('mockReset') || params.has('chaosSeed'));
  if (!worker) {
    worker = setupWorker(routeByPath(handlers));
    worker.events.on('response:mocked', scheduleSave);
    // A navigation right after a write must not lose it to the save delay.
    window.addEventListener('pagehide', saveNow);
  }
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-api-worker.js' } });
  return worker;
}

const NOTICE_ID = 'mock-scenario-notice';

/** A visible alert for a `?scenario=` that names no scenario, so a typo is not mistaken for the default one. */
export async function showMockNotices(i18n: I18n): Promise<void> {
  if (unknownScenario === undefined || document.getElementById(NOTICE_ID)) return;
  await i18n.loadNamespaces('devtools');
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.textContent = i18n.t('devtools:mock.unknownScenario', {
    name: unknownScenario,
    names: SCENARIO_NAMES.join(', '),
    interpolation: { escapeValue: false },
  });
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '0',
    top: '0',
    zIndex: '2147483647',
    padding: '8px 16px',
    background: '#b3261e',
    color: '#fff',
    font: '14px/1.4 system-ui, sans-serif',
    textAlign: 'center',
  });
  document.body.prepend(notice);
}

export { configureMocks, resetMockState, MOCK_USERS, SCENARIOS } from './handlers';
