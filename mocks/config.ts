import type { ScenarioName } from './scenarios/catalogue';
import type { ChaosKind } from './scenarios/chaos-kinds';

// Run-time knobs of the mock layer. Tests shorten the counterparty delay; developers pick a default scenario.

export interface MockConfig {
  /** Scenario used when a request names none (no `x-mock-scenario` header, no `mockScenario` cookie). */
  scenario: ScenarioName;
  /**
   * How long the simulated counterparty takes for each step (seller releases after the user pays, buyer pays
   * after the user's sell order is created). The system's release then settles after half this delay.
   */
  counterpartyDelayMs: number;
  /** Delay of every call in the `slow-network` scenario. */
  slowNetworkDelayMs: number;
  /** How long a chaos "timeout" waits before the network error. */
  chaosTimeoutMs: number;
  /** Seed of the chaos scenario's random choices, so a failing run can be replayed. */
  chaosSeed: number;
  /**
   * Forces the chaos scenario's failures: when not empty, every call fails with one of these kinds (one kind:
   * always that one). Empty: the seeded mix of normal answers and every kind. A request's `x-mock-chaos`
   * header or `mockChaos` cookie takes precedence.
   */
  chaosKinds: readonly ChaosKind[];
}

const DEFAULT_MOCK_CONFIG: Readonly<MockConfig> = Object.freeze({
  scenario: 'default',
  counterpartyDelayMs: 4000,
  slowNetworkDelayMs: 2500,
  chaosTimeoutMs: 8000,
  chaosSeed: 20250415,
  chaosKinds: [],
});

let current: MockConfig = { ...DEFAULT_MOCK_CONFIG };
const listeners = new Set<(config: MockConfig) => void>();

export function getMockConfig(): Readonly<MockConfig> {
  return current;
}

/** Changes some knobs; the rest keep their values. `resetMockState()` restores the defaults. */
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
