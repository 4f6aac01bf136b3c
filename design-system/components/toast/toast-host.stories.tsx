import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { ToastHost } from './toast-host';
import { createToastService, type ToastSeverity } from './toast-service';

const SEVERITIES: readonly ToastSeverity[] = ['success', 'info', 'warning', 'error'];

interface ToastStoryArgs {
  severities: ToastSeverity[];
  maxVisible: number;
}

/** A toast queue of the story's own (not the app-wide one), with toasts that stay until closed. */
function Toasts({ severities, maxVisible }: ToastStoryArgs) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [service] = useState(() => createToastService({ maxVisible }));
  useEffect(() => {
    const messages: Record<ToastSeverity, string> = {
      success: t('copy.copied'),
      info: t('showcase.toastText'),
      warning: t('errors:newVersion'),
      error: t('errors:network'),
    };
    for (const severity of severities) service.show({ message: messages[severity], severity, durationMs: 0 });
    return () => service.clear();
  }, [service, severities, t]);
  return <ToastHost service={service} />;
}

const meta = {
  title: 'Design system/ToastHost',
  component: Toasts,
  render: (args) => <Toasts key={`${args.severities.join()}|${args.maxVisible}`} {...args} />,
  args: { severities: [...SEVERITIES], maxVisible: 4 },
  argTypes: {
    severities: { control: 'check', options: SEVERITIES },
    maxVisible: { control: { type: 'number', min: 1, max: 6 } },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each severity; errors and warnings are alerts, the others polite statuses. */
export const EverySeverity: Story = {};
export const OneError: Story = { args: { severities: ['error'] } };
/** Four toasts, two allowed: the two newest stay. */
export const OverTheLimit: Story = { args: { maxVisible: 2 } };
