import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAssets, sampleFiats } from '../../showcase/sample-data';
import { useStoryValue } from '../../showcase/use-story-value';
import { AssetSelect } from './asset-select';
import { CurrencyLogo } from './currency-logo';
import type { CurrencySelectProps } from './currency-select-props';
import { FiatSelect } from './fiat-select';

/** The picker with its own selection; each choice also reaches the `onChange` action. */
function Selects({ value: initial, onChange, kind, ...props }: CurrencySelectProps & { kind: 'asset' | 'fiat' }) {
  const [value, change] = useStoryValue(initial, onChange);
  const Select = kind === 'asset' ? AssetSelect : FiatSelect;
  return <Select {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Design system/CurrencySelect',
  component: AssetSelect,
  render: (args) => <Selects key={String(args.value)} {...args} />,
  args: {
    kind: 'asset',
    options: sampleAssets,
    value: 'BTC',
    onChange: fn(),
    size: 'medium',
    required: false,
    disabled: false,
    loading: false,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['asset', 'fiat'], description: 'AssetSelect or FiatSelect.' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    label: { control: false },
  },
} satisfies Meta<CurrencySelectProps & { kind: 'asset' | 'fiat' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asset: Story = {};

/** FiatSelect, where a selection is always required. */
export const Fiat: Story = { args: { kind: 'fiat', options: sampleFiats, value: 'USD', required: true } };

export const NothingSelected: Story = { args: { value: null } };

/** USDC's logo URL is broken: its initials stand in. */
export const BrokenLogo: Story = { args: { value: 'USDC' } };

export const Disabled: Story = { args: { disabled: true } };

export const Small: Story = { args: { size: 'small' } };

/** The picker loads when reached; typing 'eth' finds Ethereum. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    // The picker's code loads when the field is reached: on a busy machine that can take more than a second.
    const search = await canvas.findByRole('combobox', { expanded: true }, { timeout: 10_000 });
    await userEvent.clear(search);
    await userEvent.type(search, 'eth');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: /ETH/ }, { timeout: 10_000 }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('ETH');
  },
};

/** CurrencyLogo alone: a logo, and initials where there is none or it fails. */
export const Logos: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {[...sampleAssets, ...sampleFiats].map((option) => (
        <CurrencyLogo key={option.code} code={option.code} logoUrl={option.logoUrl} size={32} />
      ))}
    </Stack>
  ),
};
