import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker, isDateRangeValid, type DateRange } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

function Harness({ initial = {}, onRange }: { initial?: DateRange; onRange?: (r: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        setRange(next);
        onRange?.(next);
      }}
    />
  );
}

describe('isDateRangeValid', () => {
  it.each<[DateRange, boolean]>([
    [{}, true],
    [{ from: '2026-01-01' }, true],
    [{ to: '2026-01-01' }, true],
    [{ from: '2026-01-01', to: '2026-01-01' }, true],
    [{ from: '2026-01-01', to: '2026-02-01' }, true],
    [{ from: '2026-02-01', to: '2026-01-31' }, false],
  ])('%j -> %s', (range, valid) => {
    expect(isDateRangeValid(range)).toBe(valid);
  });
});

describe('<DateRangePicker/>', () => {
  it('has labelled From and To date inputs in a group', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
  });

  it('reports YYYY-MM-DD values and clears to undefined', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    renderWithProviders(<Harness onRange={onRange} />);
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-03-05' });
    await user.clear(screen.getByLabelText('From'));
    expect(onRange).toHaveBeenLastCalledWith({ from: undefined });
  });

  it('shows an error when the start is after the end', () => {
    renderWithProviders(<Harness initial={{ from: '2026-03-05', to: '2026-03-01' }} />);
    expect(screen.getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('limits each input by the other', () => {
    renderWithProviders(<Harness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-03-31');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');
    expect(screen.queryByText('The start date must be on or before the end date.')).not.toBeInTheDocument();
  });
});
