import { screen, within } from '@testing-library/react';
import { PaymentMethodChip, PaymentMethodChips } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<PaymentMethodChip/>', () => {
  it('shows the method name', () => {
    renderWithProviders(<PaymentMethodChip name="Bank Transfer" />);
    expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
  });
});

describe('<PaymentMethodChips/>', () => {
  it('lists the methods', () => {
    renderWithProviders(<PaymentMethodChips methods={['Bank Transfer', 'Wise']} />);
    const list = screen.getByRole('list', { name: 'Payment methods' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bank Transfer', 'Wise']);
  });

  it("sums up the methods beyond max as +N, in the last shown method's item so it never wraps alone", () => {
    renderWithProviders(<PaymentMethodChips methods={['A', 'B', 'C', 'D', 'E']} max={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['A', 'B+3 more']);
    expect(screen.getByText('+3 more').closest('[title]')).toHaveAttribute('title', 'C, D, E');
  });

  it('on one line shows +N to the eye and says "+N more" to screen readers (a phone card)', () => {
    renderWithProviders(<PaymentMethodChips methods={['A', 'B', 'C', 'D', 'E']} max={2} oneLine />);
    const more = screen.getAllByRole('listitem')[1]!;
    expect(within(more).getByText('+3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(more).getByText('+3 more')).toBeInTheDocument();
    expect(within(more).getByText('+3').closest('[title]')).toHaveAttribute('title', 'C, D, E');
  });
});
