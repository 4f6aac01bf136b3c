import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { serverError } from '@mocks/handlers/respond';
import { userStateOf } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { expectStoryText } from '../../../../.storybook/story-play';
import type { AdFormValues } from '../forms/ad-form-values';
import { PostAdScreen } from './post-ad-screen';

const DRAFT_KEY = `p2p.adDraft.${MOCK_USERS.trader.userId}.new`;

/** A sell ad of USDT for EUR at 99 % of the market price, typed up to the step the story opens on. */
const TYPED: AdFormValues = {
  makerSide: 'SELL',
  asset: 'USDT',
  fiat: 'EUR',
  priceType: 'FLOATING',
  price: '',
  margin: '99',
  quantity: '500',
  minLimit: '20',
  maxLimit: '400',
  payMethodCodes: [],
  userPaymentIds: ['7730014'],
  payWindowMinutes: 30,
  remark: 'Pay from an account in your own name.',
  autoReply: 'Hello! I release within 5 minutes of your payment.',
  kycRequired: true,
  minRegisteredDays: 30,
  maxOpenOrders: 0,
  online: true,
};

/** The form opens where a draft left it, as after a reload. */
const draftOn = (step: number) => () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: TYPED, step, savedAt: Date.now() }));
  return () => localStorage.removeItem(DRAFT_KEY);
};

const meta = {
  title: 'Screens/Post an ad',
  component: PostAdScreen,
  parameters: {
    layout: 'padded',
    session: 'trader',
    routing: { url: '/{lang}/p2p/my-ads/new', path: '/:lang/p2p/my-ads/new' },
  },
  beforeEach: () => () => localStorage.removeItem(DRAFT_KEY),
} satisfies Meta<typeof PostAdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of a new ad: side, pair and a floating price, previewed against the market and the best ad listed. */
export const TypeAndPrice: Story = {
  play: (context) => expectStoryText(context, 'my-ads:form.preview.yourPrice'),
};

/** Step 2: the total with Max from the spot balance, the order limits, the saved accounts and the window. */
export const AmountAndPayment: Story = {
  beforeEach: draftOn(1),
  play: (context) => expectStoryText(context, 'my-ads:form.payToLabel'),
};

/** Step 3: terms, the chat's first message, who may take the ad, and the ad as takers will see it. */
export const TermsAndPreview: Story = {
  beforeEach: draftOn(2),
  play: (context) => expectStoryText(context, 'my-ads:form.preview.title'),
};

/** Editing the fixed buy ad: the pair stays, everything else opens as the ad says it now. */
export const Edit: Story = {
  parameters: {
    routing: { url: '/{lang}/p2p/my-ads/ADM00000002/edit', path: '/:lang/p2p/my-ads/:adNo/edit' },
  },
  play: (context) => expectStoryText(context, 'my-ads:form.pairFixed'),
};

/** The rules never arrive (HTTP 500): the error in place with Retry, nothing typed lost. */
export const RulesLoadError: Story = {
  parameters: { msw: [http.get('*/api/ctc/query-adv-rules', () => serverError())] },
  play: (context) => expectStoryText(context, 'my-ads:form.rulesFailed'),
};

/** A trader who is not an advertiser lands here from a link: what posting ads needs instead of the form. */
export const NotAnAdvertiser: Story = {
  parameters: {
    mocks: {
      seed: () => {
        userStateOf(MOCK_USERS.trader).traderStatus = 'INACTIVE';
      },
    },
  },
  play: (context) => expectStoryText(context, 'my-ads:advertiser.apply'),
};
