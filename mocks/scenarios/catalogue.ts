// The descriptions are developer-tooling metadata (the scenario switcher), not user-facing UI text.

export const SCENARIO_NAMES = [
  'default',
  'signed-out',
  'new-user',
  'institution',
  'sub-user',
  'restricted-region',
  'restricted-assets',
  'fiat-restricted',
  'need-kyc',
  'deposit-need-kyc',
  'forced-logout',
  'server-errors',
  'slow-network',
  'rate-limited',
  'ads-10k',
  'live-market',
  'chaos',
  'xss',
  'new-device',
  'appeal',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface ScenarioInfo {
  name: ScenarioName;
  description: string;
}

const DESCRIPTIONS: Record<ScenarioName, string> = {
  default: 'Stateful mocks: the signed-in user comes from the authorization header or cookie.',
  'signed-out': 'Every protected operation answers HTTP 401 (public reads still work).',
  'new-user': 'Every request acts as the new user: no phone, no email, KYC NONE, 2FA off, terms not accepted.',
  institution: 'Every request acts as the company account whose KYC is not approved yet.',
  'sub-user': 'Every request acts as a sub-user (isAdmin false).',
  'restricted-region':
    'Restriction check reports ipRestricted, the Korea check reports restricted, orders answer 30008.',
  'restricted-assets':
    'Restriction check lists BTC and ETH (besides XMR) in restrictedAssetList: they leave the crypto selector.',
  'fiat-restricted':
    'Restriction check reports fiatPaymentRestricted: lists stay readable, Buy/Sell are disabled with the reason.',
  'need-kyc':
    'Restriction check reports needKyc for every caller, so Buy/Sell opens the KYC prompt even for a verified user.',
  'deposit-need-kyc':
    'Restriction check reports depositNeedKyc, and the seller holds no balance: Deposit opens the KYC prompt.',
  'forced-logout': 'Protected operations answer HTTP 200 with the forced-logout code 20051.',
  'server-errors': 'Every /api call answers HTTP 500 with the server error envelope.',
  'slow-network': 'Every /api call is delayed by 2.5 seconds.',
  'rate-limited':
    'send-code, create-order and send-chat-msg answer HTTP 429 with Retry-After: 30 (the contract rate limit).',
  'ads-10k': 'The USDT/USD buy list holds 10,000 ads (paged, 100 per page at most) to benchmark virtualization.',
  'live-market':
    "Each read of a list's first page moves its book one step: the best ad sells out, the third one's price moves by one unit of the fiat, and a new ad comes in at the best price. The crypto rates take a step too (0.05 %, never beyond ±0.5 %), and floating ads follow them.",
  chaos: 'Seeded random failures per request: 500, timeout, malformed JSON, wrong types, forced logout, offline.',
  xss: 'XSS payloads in every untrusted text field: nicknames, ad remarks, payment details, chat messages and file names.',
  'new-device':
    'Every request acts as the trader on a device the backend does not know: create-order, add and remove payment method (and release) answer 30001 until they carry the mock codes (MOCK_VERIFY_CODES) of every bound channel, SMS and email ones requested by send-code for that scene.',
  appeal:
    'On orders placed in this scenario the simulated seller never confirms receipt after the buyer marks paid, so the buyer can remind the seller and appeal; customer service joins the chat, asks for proof and decides the appeal.',
};

export const SCENARIOS: readonly ScenarioInfo[] = SCENARIO_NAMES.map((name) => ({
  name,
  description: DESCRIPTIONS[name],
}));

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}
