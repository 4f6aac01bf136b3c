import { act, screen, within } from '@testing-library/react';
import type { UserInfo } from '@/api/generated/models';
import { AccountSecurityRules } from '@/session/security-verification';
import { unbindRuleKeys } from '@/session/security-verification/account-security-rules';
import { deriveVerifyInfo, unbindAllowed, unbindStatus } from '@/session/verify-info';
import { MOCK_USERS } from '@mocks/users';
import { startMocks } from '../mocks/mock-harness';
import { clearSession, loadTexts, renderWithProviders, seedSession } from '../support/render-with-providers';
import { TradePage } from './gates/trade-gate-harness';

// "A phone cannot be unbound unless an email is bound, and vice versa." The app
// offers no unbinding (that is the exchange's Account Security page), so the rule decides what the trader is
// told about THEIR account wherever the account-security rules are shown (verification dialog, gates).

startMocks();

const verifyOf = (info: Partial<UserInfo>) => deriveVerifyInfo({ ...MOCK_USERS.trader.info, ...info });
const both = verifyOf({});
const phoneOnly = verifyOf({ email: '' });
const emailOnly = verifyOf({ phone: '' });
const neither = verifyOf({ email: '', phone: '' });

describe('unbindAllowed / unbindStatus', () => {
  it.each([
    ['phone and email bound', both, 'phone', 'allowed', true],
    ['phone and email bound', both, 'email', 'allowed', true],
    ['only a phone bound', phoneOnly, 'phone', 'blocked', false],
    ['only a phone bound', phoneOnly, 'email', 'not-bound', false],
    ['only an email bound', emailOnly, 'email', 'blocked', false],
    ['only an email bound', emailOnly, 'phone', 'not-bound', false],
    ['nothing bound', neither, 'phone', 'not-bound', false],
    ['nothing bound', neither, 'email', 'not-bound', false],
    ['no verify info (signed out)', null, 'phone', 'not-bound', false],
  ] as const)('%s: %s is %s', (_, verify, channel, status, allowed) => {
    expect(unbindStatus(verify, channel)).toBe(status);
    expect(unbindAllowed(verify, channel)).toBe(allowed);
  });

  it('counts an email as bound only when it contains @, and a phone when it is not blank', () => {
    expect(unbindAllowed(verifyOf({ email: 'al***an.example.com' }), 'phone')).toBe(false);
    expect(unbindAllowed(verifyOf({ phone: '   ' }), 'email')).toBe(false);
  });

  it('never lets both go: whenever one may be unbound, the other is still bound', () => {
    for (const verify of [both, phoneOnly, emailOnly, neither]) {
      if (unbindAllowed(verify, 'phone')) expect(unbindStatus(verify, 'email')).not.toBe('not-bound');
      if (unbindAllowed(verify, 'email')) expect(unbindStatus(verify, 'phone')).not.toBe('not-bound');
    }
  });

  it('gives the general rule only when nothing is bound', () => {
    expect(unbindRuleKeys(neither)).toEqual(['common:security.unbindPhone', 'common:security.unbindEmail']);
    expect(unbindRuleKeys(null)).toEqual(['common:security.unbindPhone', 'common:security.unbindEmail']);
    expect(unbindRuleKeys(phoneOnly)).toEqual(['security:rules.phoneCannotUnbind']);
  });
});

describe('the account-security rules say which rule applies to this account', () => {
  beforeEach(() => clearSession());

  const rules = () => within(screen.getByRole('list'));

  it('a trader with phone and email: either may be unbound', async () => {
    renderWithProviders(<AccountSecurityRules />, { session: 'trader' });
    expect(
      rules().getByText('Your phone number can be unbound, as an email address is also bound to your account.'),
    ).toBeInTheDocument();
    expect(
      rules().getByText('Your email address can be unbound, as a phone number is also bound to your account.'),
    ).toBeInTheDocument();
    expect(rules().getByText(/withdrawals will be suspended for 24 hours/)).toBeInTheDocument();
  });

  it('a trader with only a phone: the phone cannot be unbound, and nothing is said about an email to unbind', async () => {
    renderWithProviders(<AccountSecurityRules />, { session: { user: 'trader', info: { email: '' } } });
    expect(
      rules().getByText("Your phone number can't be unbound: no email address is bound to your account."),
    ).toBeInTheDocument();
    expect(rules().queryByText(/Your email address can/)).not.toBeInTheDocument();
    expect(rules().getAllByRole('listitem')).toHaveLength(2);
  });

  it('a trader with only an email, in Russian', async () => {
    renderWithProviders(<AccountSecurityRules />, {
      url: '/ru/p2p/order',
      i18n: await loadTexts('ru'),
      session: { user: 'trader', info: { phone: '' } },
    });
    expect(
      rules().getByText('Адрес электронной почты нельзя отвязать: к аккаунту не привязан номер телефона.'),
    ).toBeInTheDocument();
  });

  it('a new user with neither: the rule in general', async () => {
    renderWithProviders(<AccountSecurityRules />, { session: 'new-user' });
    expect(
      rules().getByText('You cannot unbind your phone number unless an email address is bound.'),
    ).toBeInTheDocument();
    expect(
      rules().getByText('You cannot unbind your email address unless a phone number is bound.'),
    ).toBeInTheDocument();
  });

  it('follows the session: binding an email later turns the phone line from blocked to allowed', async () => {
    renderWithProviders(<AccountSecurityRules />, { session: { user: 'trader', info: { email: '' } } });
    expect(rules().getByText(/Your phone number can't be unbound/)).toBeInTheDocument();
    act(() => seedSession('trader'));
    expect(
      rules().getByText('Your phone number can be unbound, as an email address is also bound to your account.'),
    ).toBeInTheDocument();
  });
});

describe('the prerequisite gate shows the rule for this account', () => {
  beforeEach(() => clearSession());

  it('a trader without an email meets the email gate and learns the phone cannot be unbound', async () => {
    seedSession('trader', { info: { email: '' } });
    const { user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
    await user.click(screen.getByRole('button', { name: 'trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete these steps to use P2P' });
    expect(
      within(dialog).getByText("Your phone number can't be unbound: no email address is bound to your account."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Your email address can/)).not.toBeInTheDocument();
  });
});
