import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedAccount, seededAdNo } from '@mocks/state/seed';
import { SCREEN_WAIT_MS, storyPage, storyTexts } from '../../../../.storybook/story-play';
import { AdDetailScreen } from './ad-detail-screen';

// Every story arrives as from a list row's Buy/Sell button (?trade=1): a trader who meets every prerequisite gets the
// amount form, anyone else the first unmet gate, from a named scenario or an account seed.

const BUY_AD = seededAdNo('USDT/USD/BUY');
const SELL_AD = seededAdNo('USDT/USD/SELL');
const detailUrl = (side: 'buy' | 'sell', adNo: string) => `/{lang}/p2p/${side}/detail/${adNo}?trade=1`;

const meta = {
  title: 'Screens/Ad detail',
  component: AdDetailScreen,
  args: { listSide: 'buy', adNo: BUY_AD },
  argTypes: { listSide: { control: 'inline-radio', options: ['buy', 'sell'] } },
  parameters: { layout: 'padded', session: 'trader', routing: { url: detailUrl('buy', BUY_AD) } },
} satisfies Meta<typeof AdDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the dialog the page opened (the form or a gate), named by its title, holding `text` if given. */
async function expectDialog(context: StoryContext, titleKey: string, textKey?: string, values: object = {}) {
  const { t } = storyTexts(context);
  const dialog = await storyPage(context.canvasElement).findByRole(
    'dialog',
    { name: t(titleKey, { asset: 'USDT' }) },
    { timeout: SCREEN_WAIT_MS },
  );
  // The dialog's frame may be up before its content (the browser loads the step's code on first use).
  if (textKey)
    await waitFor(() => expect(dialog).toHaveTextContent(t(textKey, { ...values })), { timeout: SCREEN_WAIT_MS });
}

export const BuyForm: Story = {
  play: (context) => expectDialog(context, 'ad-detail:form.buyTitle', 'ad-detail:form.pay'),
};

export const SellForm: Story = {
  args: { listSide: 'sell', adNo: SELL_AD },
  parameters: { routing: { url: detailUrl('sell', SELL_AD) } },
  play: (context) => expectDialog(context, 'ad-detail:form.sellTitle', 'ad-detail:form.sell'),
};

export const GateRegion: Story = {
  parameters: { mocks: { scenario: 'restricted-region' } },
  play: (context) => expectDialog(context, 'common:restriction.title', 'errors:regionUnavailable'),
};

/** The new user: the phone gate, with five steps ahead. */
export const GatePhone: Story = {
  parameters: { session: 'new-user' },
  play: (context) => expectDialog(context, 'common:gate.title', 'gates:remaining', { count: 5 }),
};

export const GateEmail: Story = {
  parameters: { mocks: { seed: () => seedAccount('trader', { info: { email: '' } }) } },
  play: (context) => expectDialog(context, 'common:gate.title', 'common:gate.email'),
};

/** The 'need-kyc' scenario asks for KYC even from the verified trader. */
export const GateKyc: Story = {
  parameters: { mocks: { scenario: 'need-kyc' } },
  play: (context) => expectDialog(context, 'common:gate.title', 'common:gate.kyc'),
};

/** The company account's KYC is under review: the KYC gate in its "pending" words. */
export const GateKycPending: Story = {
  parameters: { session: 'institution' },
  play: (context) => expectDialog(context, 'common:gate.title', 'gates:kyc.pending'),
};

export const GateTwoFactor: Story = {
  parameters: { mocks: { seed: () => seedAccount('trader', { info: { twoFactorEnabled: false } }) } },
  play: (context) => expectDialog(context, 'common:gate.title', 'common:gate.twoFactor'),
};

export const GateAgreement: Story = {
  parameters: { mocks: { seed: () => seedAccount('trader', { acceptTerm: false }) } },
  play: (context) => expectDialog(context, 'common:gate.agreementTitle', 'common:gate.agreement'),
};
