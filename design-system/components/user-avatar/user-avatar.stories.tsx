import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { sampleNames, sampleTraderName } from '../../showcase/sample-data';
import { UserAvatar } from './user-avatar';

const meta = {
  title: 'Design system/UserAvatar',
  component: UserAvatar,
  args: { name: sampleTraderName, size: 40 },
  argTypes: {
    name: { control: 'text' },
    size: { control: { type: 'number', min: 16, max: 128 } },
    src: { control: 'text' },
    alt: { control: 'text' },
  },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
/** A photo that fails to load: the initials stay. */
export const BrokenPhoto: Story = { args: { src: 'data:,not-an-image' } };
/** The avatar page's sample names: every script, emoji, and an empty name. */
export const EveryScript: Story = {
  render: ({ size }) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sampleNames.map((name) => (
        <UserAvatar key={name || 'empty'} name={name} size={size} />
      ))}
    </Stack>
  ),
};
