import { screen, within } from '@testing-library/react';
import { VerifiedBadges } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<VerifiedBadges/>', () => {
  it('lists KYC, email and phone with their state in words', () => {
    renderWithProviders(<VerifiedBadges kyc email={false} phone />);
    const list = screen.getByRole('list', { name: 'Verification' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('KYC verified');
    expect(items[1]).toHaveTextContent('Email not verified');
    expect(items[2]).toHaveTextContent('Phone verified');
  });

  it('marks each badge verified or not', () => {
    renderWithProviders(<VerifiedBadges kyc={false} email phone={false} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-verified'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('KYC not verified')).toBeInTheDocument();
  });
});
