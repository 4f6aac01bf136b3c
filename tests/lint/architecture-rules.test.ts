/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The architecture is enforced by lint: eslint.config.js, run over source texts as if they sat
// at the given paths. Imports are judged by the file they resolve to, so a relative path is caught like the '@/'
// alias. ESLint loads its config with import(), which jest's module system refuses, so one Node process lints
// every case and prints the findings.

interface LintCase {
  filePath: string;
  code: string;
  /** The rules that must report it, or [] for an import the architecture allows. */
  expected: string[];
}

const root = join(__dirname, '..', '..');

const LINT_CASES = `
import { ESLint } from 'eslint';
const eslint = new ESLint();
const findings = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  findings.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(findings));
`;

const zone = ['import-x/no-restricted-paths'];

const cases: Record<string, LintCase> = {
  appSetsRequestContext: {
    filePath: 'src/app/probe.ts',
    code: "export { configureRequestContext } from '@/api/http/request-context';",
    expected: ['no-restricted-imports'],
  },
  appReadsRequestContext: {
    filePath: 'src/session/probe.ts',
    code: "export { getRequestContext } from '@/api/http/request-context';",
    expected: [],
  },
  crossFeature: {
    filePath: 'src/features/ads/components/probe.ts',
    code: "export { orderParamsFrom } from '../../orders/order-params';",
    expected: zone,
  },
  ownFeature: {
    filePath: 'src/features/ads/components/probe.ts',
    code: "export { listTiming } from '../list-timing';",
    expected: [],
  },
  featureToApp: {
    filePath: 'src/features/ads/probe.ts',
    code: "export { appRoutes } from '../../app/router';",
    expected: zone,
  },
  appToFeatureInside: {
    filePath: 'src/app/routes/probe.ts',
    code: "export { orderParamsFrom } from '@/features/orders/order-params';",
    expected: zone,
  },
  appToFeatureEntry: {
    filePath: 'src/app/routes/probe.ts',
    code: "export { orderParamsFrom } from '@/features/orders';",
    expected: [],
  },
  crossFeatureEntry: {
    filePath: 'src/features/ad-detail/components/probe.ts',
    code: "export { PaymentMethodsDialog } from '@/features/payment-methods';",
    expected: [],
  },
  sharedToFeature: {
    filePath: 'src/shared/probe.ts',
    code: "export { orderParamsFrom } from '../features/orders/order-params';",
    expected: zone,
  },
  designSystemToSrc: {
    filePath: 'design-system/components/probe.ts',
    code: "export { i18n } from '../../src/shared/i18n/i18n';",
    expected: zone,
  },
  mocksToSrc: {
    filePath: 'mocks/state/probe.ts',
    code: "export { i18n } from '../../src/shared/i18n/i18n';",
    expected: zone,
  },
  mocksToContractModels: {
    filePath: 'mocks/state/probe.ts',
    code: "export type { Advertisement } from '../../src/api/generated/models';",
    expected: [],
  },
  appToGeneratedMocks: {
    filePath: 'src/app/probe.ts',
    code: "export { getOrdersMock } from '../../mocks/generated/orders/orders.msw';",
    expected: zone,
  },
  // A known circle put back: the chat record reading the store, which seeds its history with it.
  cycle: {
    filePath: 'mocks/state/chat-record.ts',
    code: "import { getState } from './store';\nexport const state = getState;",
    expected: ['import-x/no-cycle'],
  },
  // Vite's native config loader warns at every start about a relative import without its extension.
  buildPluginWithoutExtension: {
    filePath: 'scripts/vite-probe.ts',
    code: "export { stagesOf } from './vite-boot-after-paint';",
    expected: ['import-x/extensions'],
  },
  buildPluginWithExtension: {
    filePath: 'scripts/vite-probe.ts',
    code: "export { stagesOf } from './vite-boot-after-paint.ts';",
    expected: [],
  },
  imageWithoutText: {
    filePath: 'src/features/ads/components/probe.tsx',
    code: 'export const Logo = () => <img src="logo.svg" />;',
    expected: ['jsx-a11y/alt-text'],
  },
};

it('reports each boundary crossing, the cycle, the image without text and the extensionless plugin import, and nothing else', () => {
  const names = Object.keys(cases);
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_CASES, JSON.stringify(names.map((name) => cases[name]))],
    { cwd: root, encoding: 'utf8' },
  );
  const findings = JSON.parse(output) as string[][];
  expect(Object.fromEntries(names.map((name, i) => [name, findings[i]]))).toEqual(
    Object.fromEntries(names.map((name) => [name, cases[name]!.expected])),
  );
}, 60_000);
