import { screen } from '@testing-library/react';
import {
  ORDER_STATUS_LABEL_KEY,
  ORDER_STATUS_TONE,
  ORDER_STATUSES,
  roles,
  StatusChip,
  TONE_NAMES,
  type OrderStatus,
} from '@ds';
import enDs from '../../locales/en/ds.json';
import { renderWithProviders } from '../support/render-with-providers';

const labels: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Pending payment',
  PENDING_FIAT_RECEIPT: 'Pending fiat receipt',
  PENDING_CRYPTO_RECEIPT: 'Pending crypto receipt',
  PENDING_RELEASE: 'Pending release',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  FAILED: 'Failed',
  IN_PROCESS: 'In Process',
};

describe('order statuses', () => {
  it('lists the eight statuses', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(Object.keys(labels).sort());
  });

  it.each([...ORDER_STATUSES])('%s has an English label and a colour', (status) => {
    const key = ORDER_STATUS_LABEL_KEY[status].replace('status.', '') as keyof typeof enDs.status;
    expect(enDs.status[key]).toBe(labels[status]);
    expect(TONE_NAMES).toContain(ORDER_STATUS_TONE[status]);
    expect(roles.light[ORDER_STATUS_TONE[status]].soft).toBeTruthy();
  });

  it.each([...ORDER_STATUSES])('<StatusChip status="%s"/> shows its label', (status) => {
    renderWithProviders(<StatusChip status={status} />);
    expect(screen.getByText(labels[status])).toBeInTheDocument();
  });

  it('ends in distinct colours: completed green, failed red, canceled grey', () => {
    expect(ORDER_STATUS_TONE.COMPLETED).toBe('positive');
    expect(ORDER_STATUS_TONE.FAILED).toBe('negative');
    expect(ORDER_STATUS_TONE.CANCELED).toBe('neutral');
  });

  it('shows a status unknown to this build as sent', () => {
    renderWithProviders(<StatusChip status={'APPEALING' as OrderStatus} />);
    expect(screen.getByText('APPEALING')).toBeInTheDocument();
  });
});
