import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker, isDateRangeValid, type DateRange } from '@ds';
import { datePickerOf } from '../support/date-picker';
import { loadTexts, renderWithProviders } from '../support/render-with-providers';

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
  const showPicker = jest.fn();
  beforeEach(() => {
    showPicker.mockReset();
    // jsdom has no date picker; the browser's own is what opens here.
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
  });

  it('has labelled From and To fields in a group, each opening a picker', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    for (const name of ['From', 'To']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAttribute('aria-haspopup', 'dialog');
      // The date input stays out of the tab order and of what a screen reader reads.
      expect(datePickerOf(field)).toHaveAttribute('tabindex', '-1');
      expect(datePickerOf(field)).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it("opens the browser's picker on a click, Enter, Space or the down arrow", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.click(from);
    expect(showPicker).toHaveBeenCalledTimes(1);
    expect(showPicker.mock.contexts[0]).toBe(datePickerOf(from));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(showPicker).toHaveBeenCalledTimes(4);
  });

  it('shows the chosen day in the page language, not the browser format', async () => {
    const onRange = jest.fn();
    renderWithProviders(<Harness onRange={onRange} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(datePickerOf(from), { target: { value: '2026-03-05' } });
    expect(onRange).toHaveBeenLastCalledWith({ from: '2026-03-05' });
    expect(from).toHaveValue('Mar 5, 2026');
  });

  it.each([
    ['de', 'Von', '05.03.2026'],
    ['ja', '開始日', '2026/03/05'],
    // The Gregorian year, as every other date of the page, not Intl's Buddhist default for Thai (2569).
    ['th', 'ตั้งแต่', '5 มี.ค. 2026'],
  ] as const)('writes the day as %s does', async (lang, fromLabel, shown) => {
    renderWithProviders(<Harness initial={{ from: '2026-03-05' }} />, { url: `/${lang}`, i18n: await loadTexts(lang) });
    expect(screen.getByRole('textbox', { name: fromLabel })).toHaveValue(shown);
  });

  it('clears with its button or the Delete key, to undefined', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    renderWithProviders(<Harness initial={{ from: '2026-03-05', to: '2026-03-09' }} onRange={onRange} />);
    await user.click(screen.getByRole('button', { name: 'Clear the date (From)' }));
    expect(onRange).toHaveBeenLastCalledWith({ from: undefined, to: '2026-03-09' });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await user.click(screen.getByRole('textbox', { name: 'To' }));
    await user.keyboard('{Delete}');
    expect(onRange).toHaveBeenLastCalledWith({ from: undefined, to: undefined });
  });

  it('shows an error when the start is after the end', () => {
    renderWithProviders(<Harness initial={{ from: '2026-03-05', to: '2026-03-01' }} />);
    expect(screen.getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('limits each picker by the other', () => {
    renderWithProviders(<Harness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    expect(datePickerOf(screen.getByRole('textbox', { name: 'From' }))).toHaveAttribute('max', '2026-03-31');
    expect(datePickerOf(screen.getByRole('textbox', { name: 'To' }))).toHaveAttribute('min', '2026-03-01');
    expect(screen.queryByText('The start date must be on or before the end date.')).not.toBeInTheDocument();
  });
});
