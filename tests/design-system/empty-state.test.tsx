import { screen } from '@testing-library/react';
import { EmptyState } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<EmptyState/>', () => {
  it('says there are no records by default', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  it('shows the caller title, description and action', () => {
    renderWithProviders(
      <EmptyState title="No orders yet" description="Your trades appear here." action={<button>Reset</button>} />,
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Your trades appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
