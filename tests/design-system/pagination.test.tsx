import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<Pagination/>', () => {
  it('is a labelled navigation with translated page labels', () => {
    renderWithProviders(<Pagination page={2} total={45} pageSize={10} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 6' })).not.toBeInTheDocument();
  });

  it('reports the chosen page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Pagination page={1} total={30} pageSize={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} total={7} pageSize={10} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
