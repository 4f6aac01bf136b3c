import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { serverError } from '@mocks/handlers/respond';
import { seedBlockedUsers } from '@mocks/state/seed';
import { SCREEN_WAIT_MS, expectStoryText, storyPage } from '../../../../.storybook/story-play';
import { BlockedUsersScreen } from './blocked-users-screen';

const BLOCKED = '*/api/ctc/query-blocked-users';

const meta = {
  title: 'Screens/Blocked users',
  component: BlockedUsersScreen,
  parameters: { layout: 'padded', session: 'trader', routing: { url: '/{lang}/p2p/blocked-users' } },
} satisfies Meta<typeof BlockedUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three users blocked, the most recent first, each with Unblock. */
export const List: Story = {
  parameters: { mocks: { seed: () => seedBlockedUsers(3) } },
  play: async (context) => {
    const page = storyPage(context.canvasElement);
    await expect(await page.findAllByRole('listitem', {}, { timeout: SCREEN_WAIT_MS })).toHaveLength(3);
  },
};

/** Nobody blocked: where blocking is done. */
export const Empty: Story = {
  play: (context) => expectStoryText(context, 'advertisers:blocked.emptyHint'),
};

/** The list never arrives: the skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: [http.get(BLOCKED, () => delay('infinite'))] },
  play: (context) => expectStoryText(context, 'advertisers:blocked.loading'),
};

/** The list fails (HTTP 500): the error in place with Retry. */
export const LoadError: Story = {
  parameters: { msw: [http.get(BLOCKED, () => serverError())] },
  play: (context) => expectStoryText(context, 'advertisers:blocked.loadFailed'),
};
