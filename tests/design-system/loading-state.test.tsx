import { screen } from '@testing-library/react';
import { LoadingState } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<LoadingState/>', () => {
  it('announces loading once and hides the skeleton rows from screen readers', () => {
    const { container } = renderWithProviders(<LoadingState rows={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4);
    expect(container.querySelector('.MuiSkeleton-root')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('can show a spinner with a caller label', () => {
    renderWithProviders(<LoadingState variant="spinner" label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(); // the spinner itself is aria-hidden
    expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
});
