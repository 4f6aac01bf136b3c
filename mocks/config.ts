import type { ScenarioName } from './scenarios/catalogue';
import type { ChaosKind } from './scenarios/chaos-kinds';

export interface MockConfig {
  /** Used when a request names no scenario. */
  scenario: ScenarioName;
  /** Each step of the simulated counterparty; the system's release then settles after half of it. */
  counterpartyDelayMs: number;
  /** Each step of customer service on an appeal case's appeal: join, ask for proof, decide after the answer. */
  supportDelayMs: number;
  slowNetworkDelayMs: number;
  chaosTimeoutMs: number;
  /** Seed of the chaos scenario's random choices, so a failing run can be replayed. */
  chaosSeed: number;
  /** Non-empty: every call fails with one of these; a request's `x-mock-chaos` header or cookie takes precedence. */
  chaosKinds: readonly ChaosKind[];
  /**
   * Origin of the stand-in file host, where uploads are served back (`{fileHost}/mock-files/{id}`); empty: the page's
   * own origin. Configuration, never the request's Host header, which the caller chooses.
   */
  fileHost: string;
}

const DEFAULT_MOCK_CONFIG: Readonly<MockConfig> = Object.freeze({
  scenario: 'default',
  counterpartyDelayMs: 4000,
  supportDelayMs: 5000,
  slowNetworkDelayMs: 2500,
  chaosTimeoutMs: 8000,
  chaosSeed: 20250415,
  chaosKinds: [],
  fileHost: '',
});

let current: MockConfig = { ...DEFAULT_MOCK_CONFIG };
const listeners = new Set<(config: MockConfig) => void>();

export function getMockConfig(): Readonly<MockConfig> {
  return current;
}

export function configureMocks(overrides: Partial<MockConfig>): void {
  current = { ...current, ...overrides };
  for (const listener of [...listeners]) listener(current);
}

export function resetMockConfig(): void {
  configureMocks({ ...DEFAULT_MOCK_CONFIG });
}

/** Lets modules with derived state (the chaos random source) follow a config change. */
export function onMockConfigChange(listener: (config: MockConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
