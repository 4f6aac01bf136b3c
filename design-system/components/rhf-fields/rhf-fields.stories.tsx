import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { yupResolver } from '@hookform/resolvers/yup';
import Decimal from 'decimal.js';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { object, string } from 'yup';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { sampleMaxAmount } from '../../showcase/sample-data';
import { RhfAmountField } from './rhf-amount-field';
import { RhfTextField } from './rhf-text-field';

interface TradeForm {
  amount: string;
  note: string;
}

// A schema as the app writes them: its messages are i18n keys, which the fields translate.
const schema = object({
  amount: string()
    .required('validation:required')
    .test('balance', 'validation:insufficientBalance', (value) => !value || new Decimal(value).lte(sampleMaxAmount)),
  note: string().max(20, 'validation:invalidNumber').default(''),
});

interface FormStoryArgs {
  amount: string;
  /** Validate at once, as after a submit, so the messages show. */
  validateNow: boolean;
  onSubmit: (values: TradeForm) => void;
}

/** The two react-hook-form adapters, RhfAmountField and RhfTextField, in one form. */
function TradeFormStory({ amount, validateNow, onSubmit }: FormStoryArgs) {
  const { t } = useTranslation(DS_NAMESPACE);
  const { control, handleSubmit, trigger } = useForm<TradeForm>({
    defaultValues: { amount, note: '' },
    resolver: yupResolver(schema),
  });
  useEffect(() => {
    if (validateNow) void trigger();
  }, [validateNow, trigger]);
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
    >
      <RhfAmountField<TradeForm>
        control={control}
        name="amount"
        label={t('showcase.amount')}
        asset="USDT"
        max={sampleMaxAmount}
      />
      <RhfTextField<TradeForm> control={control} name="note" label={t('common:action.search')} />
      <Button type="submit" variant="contained">
        {t('common:action.confirm')}
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Design system/RhfFields',
  component: TradeFormStory,
  render: (args) => <TradeFormStory key={`${args.amount}|${args.validateNow}`} {...args} />,
  args: { amount: '', validateNow: false, onSubmit: fn() },
  argTypes: { amount: { control: 'text' } },
} satisfies Meta<typeof TradeFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'The field cannot be left blank.' from the schema's key. */
export const Required: Story = { args: { validateNow: true } };

/** More than the available balance: 'Insufficient balance.' */
export const OverBalance: Story = { args: { amount: '5000', validateNow: true } };

export const Submitted: Story = {
  args: { amount: '250.5' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: '250.5', note: '' });
  },
};
