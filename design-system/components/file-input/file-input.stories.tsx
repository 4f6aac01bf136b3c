import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { samplePaymentImageRules } from '../../showcase/sample-data';
import { FileInput, type FileInputProps } from './file-input';

function FileInputStory(props: FileInputProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <FileInput
      {...props}
      typeErrorMessage={t('showcase.fileTypeError')}
      sizeErrorMessage={t('showcase.fileSizeError')}
    />
  );
}

// The first bytes of a PNG (sniff-file-type.ts reads them when checkContent is on).
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, bytes = 64) =>
  new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(bytes)], name, { type: 'image/png' });

const choose = (canvasElement: HTMLElement, file: File) =>
  userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);

const meta = {
  title: 'Design system/FileInput',
  component: FileInput,
  render: (args) => <FileInputStory {...args} />,
  args: {
    accept: samplePaymentImageRules.accept,
    maxBytes: samplePaymentImageRules.maxBytes,
    checkContent: true,
    disabled: false,
    onSelect: fn(),
    onReject: fn(),
    typeErrorMessage: '',
    sizeErrorMessage: '',
  },
  argTypes: {
    accept: { control: 'object' },
    maxBytes: { control: { type: 'number', step: 1024 * 1024 } },
    typeErrorMessage: { control: false },
    sizeErrorMessage: { control: false },
    label: { control: false },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payment image: PNG, JPG or JPEG under 3MB. */
export const PaymentImage: Story = {};

export const AcceptedFile: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, png('receipt.png'));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const RefusedType: Story = {
  // userEvent.upload would drop a file the input's accept list excludes, as a browser's chooser does; here the
  // check behind it is what is shown, so the chooser accepts everything.
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument());
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'type' }));
  },
};

export const RefusedSize: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, png('photo.png', samplePaymentImageRules.maxBytes + 1));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument());
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'size' }));
  },
};

/** A file named .png whose bytes are not an image is refused when checkContent is on. */
export const RefusedContent: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'type' })));
  },
};

export const Disabled: Story = { args: { disabled: true } };
