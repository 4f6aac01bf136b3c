import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { serverError } from '@mocks/handlers/respond';
import { seedBlockedUsers, seededAdvertiser } from '@mocks/state/seed';
import { getState } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { SCREEN_WAIT_MS, expectStoryText, storyPage, storyTexts } from '../../../../.storybook/story-play';
import { AdvertiserScreen } from './advertiser-screen';

const ADVERTISER = seededAdvertiser('USDT/USD/BUY');
const PROFILE = '*/api/ctc/query-advertiser-profile';
/** The first seeded advertiser, whom seedBlockedUsers(1) blocks. */
const FIRST_BLOCKED = [...getState().advertisers.values()][0]!.userId;
const FEEDBACK = '*/api/ctc/query-feedback-list';

const meta = {
  title: 'Screens/Advertiser profile',
  component: AdvertiserScreen,
  args: { userId: ADVERTISER.userId },
  parameters: {
    layout: 'padded',
    session: 'trader',
    routing: { url: `/{lang}/p2p/advertiser/${ADVERTISER.userId}` },
  },
} satisfies Meta<typeof AdvertiserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded advertiser: the record, the ads to buy from, the first page of feedback. */
export const Profile: Story = {
  play: async (context) => {
    const page = storyPage(context.canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: ADVERTISER.nickname }, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
    const { t } = storyTexts(context);
    await expect(
      await page.findAllByRole('link', { name: new RegExp(`${ADVERTISER.nickname}$`) }, { timeout: SCREEN_WAIT_MS }),
    ).not.toHaveLength(0);
    await expectStoryText(context, 'advertisers:stats.title');
    await expect(page.getByRole('heading', { name: t('advertisers:feedback.title') })).toBeInTheDocument();
  },
};

/**
 * The trader's own profile: their buy ad online, which takers find on their Sell tab, with no trade button; the
 * feedback counterparties left on their orders.
 */
export const OwnProfile: Story = {
  args: { userId: MOCK_USERS.trader.userId },
  parameters: { routing: { url: `/{lang}/p2p/advertiser/${MOCK_USERS.trader.userId}` } },
  play: async (context) => {
    await expectStoryText(context, 'advertisers:profile.self');
    const page = storyPage(context.canvasElement);
    await expect(await page.findByRole('heading', { name: 'USDC/EUR' }, { timeout: SCREEN_WAIT_MS })).toBeVisible();
    await expect(page.queryByRole('link', { name: /USDC/ })).toBeNull();
  },
};

/** The profile never arrives: the skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: [http.get(PROFILE, () => delay('infinite'))] },
  play: (context) => expectStoryText(context, 'advertisers:loading'),
};

/** The profile call fails (HTTP 500): the error in place with Retry. */
export const LoadError: Story = {
  parameters: { msw: [http.get(PROFILE, () => serverError())] },
  play: (context) => expectStoryText(context, 'advertisers:loadFailed'),
};

/** The profile is there but its feedback fails: that section alone says so, with Retry. */
export const FeedbackError: Story = {
  parameters: { msw: [http.get(FEEDBACK, () => serverError())] },
  play: (context) => expectStoryText(context, 'advertisers:feedback.loadFailed'),
};

/** A user the trader blocked: "Blocked" with Unblock and the way to the blocked list; their ads are not offered. */
export const Blocked: Story = {
  parameters: {
    mocks: { seed: () => seedBlockedUsers(1) },
    routing: { url: `/{lang}/p2p/advertiser/${FIRST_BLOCKED}` },
  },
  args: { userId: FIRST_BLOCKED },
  play: async (context) => {
    await expectStoryText(context, 'advertisers:block.blocked');
    await expectStoryText(context, 'advertisers:block.adsHidden');
  },
};

/** Block asks first, saying what it does. */
export const BlockConfirm: Story = {
  play: async (context) => {
    const page = storyPage(context.canvasElement);
    const { t } = storyTexts(context);
    const button = await page.findByRole(
      'button',
      { name: t('advertisers:block.action') },
      { timeout: SCREEN_WAIT_MS },
    );
    button.click();
    await expect(
      await page.findByRole('dialog', { name: t('advertisers:block.confirmTitle', { name: ADVERTISER.nickname }) }),
    ).toBeInTheDocument();
  },
};
