import { screen } from '@testing-library/react';
import { EmptyState } from '@ds';
import { renderWithDs } from './render-with-ds';

describe('<EmptyState/>', () => {
  it('says there are no records by default', () => {
    renderWithDs(<EmptyState />);
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  it('shows the caller title, description and action', () => {
    renderWithDs(<EmptyState title="No orders yet" description="Your trades appear here." action={<button>Reset</button>} />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Your trades appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
