import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { isScenarioName } from './scenarios/catalogue';
import { SCENARIO_COOKIE } from './scenarios/identity';
import { restoreState, snapshotState, type MockSnapshot } from './state/snapshot';
import { MOCK_USERS, type MockUserKey } from './users';

// The mocks in the browser (`npm run dev`, build:mock, Playwright). URL switches, read once at start:
//   ?scenario=<name>  stored in the mockScenario cookie for every later request (?scenario=default resets)
//   ?mockUser=<key>   signs in as a MOCK_USERS account by writing the session cookies the app reads (spec §3)
//   ?mockReset=1      forgets the trades kept in this tab and starts from the seeded data
// The store is kept in sessionStorage, so an order survives a reload or a Playwright page.goto in the tab.

const STORAGE_KEY = 'p2p-mock-state';

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${365 * 86_400}; samesite=lax`;
}

function applyUrlSwitches(params: URLSearchParams): void {
  const scenario = params.get('scenario');
  if (isScenarioName(scenario)) writeCookie(SCENARIO_COOKIE, scenario);
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

function saveNow(): void {
  clearTimeout(saveTimer);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(snapshotState()));
  } catch {
    // Quota exceeded: the tab keeps working in memory, only a reload loses the trades.
  }
}

function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 100);
}

let worker: SetupWorker | undefined;

export async function startMockWorker(): Promise<SetupWorker> {
  const params = new URLSearchParams(window.location.search);
  applyUrlSwitches(params);
  restoreFromSession(params.has('mockReset'));
  if (!worker) {
    worker = setupWorker(...handlers);
    worker.events.on('response:mocked', scheduleSave);
    // A navigation right after a write must not lose it to the save delay.
    window.addEventListener('pagehide', saveNow);
  }
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
}

export { configureMocks, resetMockState, MOCK_USERS, SCENARIOS } from './handlers';
