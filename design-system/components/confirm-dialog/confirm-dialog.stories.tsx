import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** The order page's "Have You Paid?", with the showcase's texts. */
function PaidConfirm(props: ConfirmDialogProps & { withConsequence: boolean }) {
  const { t } = useTranslation(DS_NAMESPACE);
  const { withConsequence, ...dialog } = props;
  return (
    <ConfirmDialog
      {...dialog}
      title={t('showcase.confirmTitle')}
      body={t('showcase.confirmBody')}
      consequence={withConsequence ? t('showcase.confirmWarning') : undefined}
      confirmLabel={t('showcase.paid')}
      cancelLabel={t('showcase.notPaid')}
    />
  );
}

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <PaidConfirm {...args} />,
  args: {
    open: true,
    withConsequence: true,
    confirmColor: 'buy',
    onConfirm: fn(),
    onCancel: fn(),
    title: '',
    confirmLabel: '',
  },
  argTypes: {
    confirmColor: { control: 'inline-radio', options: ['primary', 'buy', 'sell', 'error'] },
    title: { control: false },
    body: { control: false },
    consequence: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<ConfirmDialogProps & { withConsequence: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithConsequence: Story = {};
export const WithoutConsequence: Story = { args: { withConsequence: false } };
export const SellColour: Story = { args: { confirmColor: 'sell' } };

/** While onConfirm's promise runs, the confirm button shows progress and takes no more clicks. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
    const confirm = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(getComputedStyle(confirm).pointerEvents).toBe('none');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
