import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState, type ErrorStateProps } from './error-state';
import { FailureMessage } from './failure-message';

function NetworkError(props: ErrorStateProps) {
  const { t } = useTranslation();
  return <ErrorState {...props} message={t('errors:network')} />;
}

/** A screen's own sentence with the reason (failureText in src/shared/api-failures.ts) under it. */
function WithReasonError(props: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <ErrorState {...props} message={<FailureMessage text={t('my-orders:loadFailed')} reason={t('errors:network')} />} />
  );
}

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { message: { control: false } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default message, with Retry. */
export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const OwnMessage: Story = { render: (args) => <NetworkError {...args} /> };
export const WithReason: Story = { render: (args) => <WithReasonError {...args} /> };
