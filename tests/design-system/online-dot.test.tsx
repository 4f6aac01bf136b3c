import { screen } from '@testing-library/react';
import { OnlineDot } from '@ds';
import { renderWithDs } from './render-with-ds';

describe('<OnlineDot/>', () => {
  it.each([
    [true, 'Online'],
    [false, 'Offline'],
  ])('online=%s says %s to screen readers', (online, text) => {
    renderWithDs(<OnlineDot online={online} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('can show the word next to the dot', () => {
    renderWithDs(<OnlineDot online showLabel />);
    expect(screen.getByText('Online')).toBeVisible();
    expect(getComputedStyle(screen.getByText('Online')).position).not.toBe('absolute');
  });

  it('hides the word visually by default', () => {
    renderWithDs(<OnlineDot online={false} />);
    expect(getComputedStyle(screen.getByText('Offline')).position).toBe('absolute');
  });
});
