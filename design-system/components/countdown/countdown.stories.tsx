import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { samplePayWindowMinutes } from '../../showcase/sample-data';
import { Countdown, type CountdownProps } from './countdown';

// A deadline fixed in a story file would pass while the story stays open; these stories count from the moment
// the story is shown, `secondsLeft` ahead (a control), so each opens in the state it is named after.
type CountdownStoryArgs = Omit<CountdownProps, 'deadline'> & { secondsLeft: number };

function CountdownFromNow({ secondsLeft, label, ...props }: CountdownStoryArgs) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [deadline] = useState(() => Date.now() + secondsLeft * 1000);
  return <Countdown {...props} deadline={deadline} label={label ?? t('showcase.payWithin')} />;
}

const meta = {
  title: 'Design system/Countdown',
  component: CountdownFromNow,
  render: (args) => <CountdownFromNow key={args.secondsLeft} {...args} />,
  args: { secondsLeft: samplePayWindowMinutes * 60, urgentBelowMs: 60_000, serverOffsetMs: 0, onExpire: fn() },
  argTypes: {
    secondsLeft: {
      control: { type: 'number', min: -60, step: 30 },
      description: 'Seconds to the deadline when the story opens.',
    },
    urgentBelowMs: { control: { type: 'number', step: 1000 } },
    serverOffsetMs: { control: { type: 'number', step: 1000 }, description: 'Server time minus local time.' },
    label: { control: false },
  },
} satisfies Meta<CountdownStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 15-minute pay window: screen readers hear the minutes every 5 minutes. */
export const AboveFiveMinutes: Story = {};

/** Under 5 minutes the announcement comes every minute. */
export const UnderFiveMinutes: Story = { args: { secondsLeft: 4 * 60 + 30 } };

/** The last minute, in the warning colour. */
export const LastMinute: Story = { args: { secondsLeft: 45 } };

export const OverAnHour: Story = { args: { secondsLeft: 2 * 3600 } };

/** The time is up: 00:00, and onExpire has run once. */
export const Expired: Story = {
  args: { secondsLeft: -1 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00');
    // onExpire runs in an effect, which a browser runs after the paint the play function may already see.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** A server clock 10 minutes ahead of the device: the time left follows the server. */
export const ServerClockAhead: Story = {
  args: { secondsLeft: samplePayWindowMinutes * 60, serverOffsetMs: 10 * 60_000 },
};
