import { screen } from '@testing-library/react';
import { OnlineDot } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

describe('<OnlineDot/>', () => {
  it.each([
    [true, 'Online'],
    [false, 'Offline'],
  ])('online=%s says %s to screen readers', (online, text) => {
    renderWithProviders(<OnlineDot online={online} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('can show the word next to the dot', () => {
    renderWithProviders(<OnlineDot online showLabel />);
    expect(screen.getByText('Online')).toBeVisible();
    expect(getComputedStyle(screen.getByText('Online')).position).not.toBe('absolute');
  });

  it('hides the word visually by default', () => {
    renderWithProviders(<OnlineDot online={false} />);
    expect(getComputedStyle(screen.getByText('Offline')).position).toBe('absolute');
  });
});
