import { screen } from '@testing-library/react';
import { LoadingState } from '@ds';
import { renderWithDs } from './render-with-ds';

describe('<LoadingState/>', () => {
  it('announces loading once and hides the skeleton rows from screen readers', () => {
    const { container } = renderWithDs(<LoadingState rows={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4);
    expect(container.querySelector('.MuiSkeleton-root')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('can show a spinner with a caller label', () => {
    renderWithDs(<LoadingState variant="spinner" label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(); // the spinner itself is aria-hidden
    expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
});
