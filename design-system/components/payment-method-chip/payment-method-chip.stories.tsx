import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { samplePaymentMethods } from '../../showcase/sample-data';
import { PaymentMethodChip, PaymentMethodChips } from './payment-method-chip';

const meta = {
  title: 'Design system/PaymentMethodChips',
  component: PaymentMethodChips,
  args: { methods: samplePaymentMethods, max: 3, size: 'small', oneLine: false },
  argTypes: {
    methods: { control: 'object' },
    max: { control: { type: 'number', min: 1, max: 10 } },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof PaymentMethodChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ad's methods, the rest summed up as '+N more'. */
export const SomeHidden: Story = {};
export const AllShown: Story = { args: { max: 10 } };
/** A table row: one line, long names cut with an ellipsis, '+2' for the eye. */
export const OneLine: Story = {
  args: { oneLine: true, methods: ['International Bank Transfer (SWIFT)', ...samplePaymentMethods] },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};
export const Medium: Story = { args: { size: 'medium' } };
/** PaymentMethodChip alone: each method keeps its colour bar everywhere. */
export const SingleChips: Story = {
  render: ({ size }) => (
    <Stack direction="row" spacing={1}>
      {samplePaymentMethods.map((name) => (
        <PaymentMethodChip key={name} name={name} size={size} />
      ))}
    </Stack>
  ),
};
