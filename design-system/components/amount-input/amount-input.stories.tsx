import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { D, toMoney } from '../../numbers/money';
import { sampleMaxAmount } from '../../showcase/sample-data';
import { useStoryValue } from '../../showcase/use-story-value';
import { LoadingState } from '../loading-state/loading-state';
import { AmountInput, type AmountInputProps } from './amount-input';

function AmountInputStory({ value: initial, onChange, label, ...props }: AmountInputProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [value, change] = useStoryValue(initial, onChange);
  return <AmountInput {...props} label={label ?? t('showcase.amount')} value={value} onChange={change} />;
}

function WithLimits(props: AmountInputProps & { min: string; limit: string }) {
  const { t } = useTranslation();
  const { min, limit, ...field } = props;
  // Amounts compare as decimals, never binary floats.
  const amount = toMoney(field.value);
  const below = amount !== null && amount.lt(D(min));
  const outside = below || (amount !== null && amount.gt(D(limit)));
  const message = below ? t('validation:belowMinimum', { min }) : t('validation:aboveMaximum', { max: limit });
  return <AmountInputStory {...field} error={outside} helperText={outside ? message : undefined} />;
}

const meta = {
  title: 'Design system/AmountInput',
  component: AmountInput,
  render: (args) => <AmountInputStory key={args.value} {...args} />,
  args: { value: '', onChange: fn(), asset: 'USDT', size: 'medium', disabled: false, required: false, error: false },
  argTypes: {
    value: { control: 'text', description: 'Canonical decimal string (a dot, no grouping).' },
    asset: { control: 'select', options: ['USDT', 'BTC', 'ETH', 'USD', 'EUR', 'JPY', 'VND'] },
    maxDecimals: { control: { type: 'number', min: 0, max: 18 } },
    max: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    label: { control: false },
    helperText: { control: false },
  },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A value in the language's own format: switch the language in the toolbar to see its decimal sign and grouping. */
export const WithValue: Story = { args: { value: '1234567.89' } };

/** Max fills the available balance, cut (never rounded up) to the asset's decimals. */
export const WithMax: Story = {
  args: { max: sampleMaxAmount },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // USDT has 2 decimals (asset-decimals.ts): 1234.5678 is cut to 1234.56, in any language.
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
  },
};

/** Letters are refused as typed; extra decimals stay in the field with the reason under it. */
export const RefusesInvalidKeys: Story = {
  args: { maxDecimals: 2 },
  // The keys typed are English ones (a dot for the decimal sign).
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '12.3456x');
    await expect(input).toHaveValue('12.3456');
    await expect(input).toHaveAccessibleDescription('Use at most 2 decimal places.');
  },
};

/** A German page reads '1.000' as a thousand, as it writes amounts itself. */
export const GermanThousands: Story = {
  args: { maxDecimals: 2, asset: 'EUR' },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '1000,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.000,5');
  },
};

/** An ad's limits: type under 100 or over 5,000 to see the message. */
export const OutsideLimits: Story = {
  args: { value: '20000', asset: 'USD' },
  render: (args) => <WithLimits key={args.value} {...args} min="100" limit="5000" />,
};

export const WithError: Story = { args: { value: '0', error: true } };

export const Disabled: Story = { args: { value: '100', disabled: true, max: sampleMaxAmount } };

export const Small: Story = { args: { size: 'small', value: '250' } };

/** Copies are made once their texts are loaded: a field with missing texts would suspend and be copied on each try. */
function EveryLanguage(args: AmountInputProps) {
  const { i18n } = useTranslation(DS_NAMESPACE);
  const [copies, setCopies] = useState<ReadonlyArray<readonly [string, I18n]>>();
  useEffect(() => {
    let live = true;
    const languages = Array.isArray(i18n.options.supportedLngs)
      ? i18n.options.supportedLngs.filter((lng) => lng !== 'cimode')
      : [];
    const copyIn = (lng: string) =>
      new Promise<readonly [string, I18n]>((resolve) => {
        const copy = i18n.cloneInstance({ lng }, () => resolve([lng, copy]));
      });
    void Promise.all(languages.map(copyIn)).then((made) => live && setCopies(made));
    return () => {
      live = false;
    };
  }, [i18n]);
  if (!copies) return <LoadingState variant="spinner" />;
  return (
    <Stack spacing={2}>
      {copies.map(([lng, copy]) => (
        <I18nextProvider key={lng} i18n={copy}>
          <div lang={lng}>
            <AmountInputStory {...args} helperText={lng} />
          </div>
        </I18nextProvider>
      ))}
    </Stack>
  );
}

export const DecimalSeparatorInEveryLanguage: Story = {
  args: { value: '1234567.89', asset: 'BTC' },
  render: (args) => <EveryLanguage {...args} />,
  play: async ({ canvasElement }) => {
    // Sixteen more languages' texts to load first: in a browser that takes longer than the default second.
    const fields = await within(canvasElement).findAllByRole('textbox', {}, { timeout: 10_000 });
    const shown = fields.map((field) => (field as HTMLInputElement).value);
    // English writes a decimal point, German a decimal comma, whatever the toolbar's language.
    await expect(shown).toContain('1,234,567.89');
    await expect(shown).toContain('1.234.567,89');
  },
};
