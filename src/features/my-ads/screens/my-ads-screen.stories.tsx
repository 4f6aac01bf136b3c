import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { serverError } from '@mocks/handlers/respond';
import { userStateOf } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { SCREEN_WAIT_MS, expectStoryText, storyPage } from '../../../../.storybook/story-play';
import { MyAdsScreen } from './my-ads-screen';

const MY_ADS = '*/api/ctc/query-my-adv-list';

const meta = {
  title: 'Screens/My ads',
  component: MyAdsScreen,
  parameters: { layout: 'padded', session: 'trader', routing: { url: '/{lang}/p2p/my-ads' } },
} satisfies Meta<typeof MyAdsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mocks' trader: a floating buy ad online, a fixed one offline, a sell ad the platform paused as sold out. */
export const EveryState: Story = {
  play: async (context) => {
    const page = storyPage(context.canvasElement);
    await expect(await page.findAllByRole('switch', {}, { timeout: SCREEN_WAIT_MS })).toHaveLength(3);
  },
};

/** Filtered to a state no ad is in: how to see the others. */
export const NoneMatch: Story = {
  parameters: { routing: { url: '/{lang}/p2p/my-ads?status=closed' } },
  play: (context) => expectStoryText(context, 'my-ads:emptyHint'),
};

/** The list never arrives: the skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: [http.post(MY_ADS, () => delay('infinite'))] },
  play: (context) => expectStoryText(context, 'my-ads:loading'),
};

/** The list fails (HTTP 500): the error in place with Retry. */
export const LoadError: Story = {
  parameters: { msw: [http.post(MY_ADS, () => serverError())] },
  play: (context) => expectStoryText(context, 'my-ads:loadFailed'),
};

/** A trader who is not an advertiser yet, with every gate passed: one action makes them one. */
export const BecomeAdvertiser: Story = {
  parameters: {
    mocks: {
      seed: () => {
        userStateOf(MOCK_USERS.trader).traderStatus = 'INACTIVE';
      },
    },
  },
  play: (context) => expectStoryText(context, 'my-ads:advertiser.apply'),
};

/** A new user: what posting ads needs, each step to do, and the way to the first one. */
export const GatesToDo: Story = {
  parameters: { session: 'new-user' },
  play: (context) => expectStoryText(context, 'my-ads:advertiser.finishSteps'),
};

/** A sub-account: the main account posts ads, and there is no button that could not work. */
export const SubAccount: Story = {
  parameters: { session: 'sub-user' },
  play: (context) => expectStoryText(context, 'my-ads:advertiser.subAccount'),
};
