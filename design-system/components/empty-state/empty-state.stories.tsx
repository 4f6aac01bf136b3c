import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateProps } from './empty-state';

/** My orders after filtering: a hint and a way back. */
function Filtered(props: EmptyStateProps) {
  const { t } = useTranslation();
  return <EmptyState {...props} action={<Button variant="outlined">{t('common:action.reset')}</Button>} />;
}

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  argTypes: { title: { control: false }, description: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { render: (args) => <Filtered {...args} /> };
