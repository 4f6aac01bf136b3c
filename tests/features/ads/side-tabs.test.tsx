import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideTabs } from '@/features/ads/components/side-tabs';
import p2p from '../../../locales/en/ads.json';
import { renderWithProviders } from '../../support/render-with-providers';

function renderTabs(side: 'buy' | 'sell' = 'buy') {
  const onSwitch = jest.fn();
  renderWithProviders(<SideTabs side={side} onSwitch={onSwitch} />);
  return onSwitch;
}

describe('Buy / Sell tabs (trade home)', () => {
  it('is a named tab list with the chosen side selected and the only one in the Tab order', () => {
    renderTabs('sell');
    expect(screen.getByRole('tablist', { name: p2p.list.sideTabs })).toBeInTheDocument();
    const buy = screen.getByRole('tab', { name: p2p.list.buyTab });
    const sell = screen.getByRole('tab', { name: p2p.list.sellTab });
    expect(sell).toHaveAttribute('aria-selected', 'true');
    expect(buy).toHaveAttribute('aria-selected', 'false');
    expect(sell).toHaveAttribute('tabindex', '0');
    expect(buy).toHaveAttribute('tabindex', '-1');
  });

  it('a click on the other side switches; on the chosen side it does nothing', async () => {
    const onSwitch = renderTabs('buy');
    await userEvent.click(screen.getByRole('tab', { name: p2p.list.buyTab }));
    expect(onSwitch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: p2p.list.sellTab }));
    expect(onSwitch).toHaveBeenCalledWith('sell');
  });

  it('arrow keys, Home and End move the focus; Enter switches to the focused side', async () => {
    const onSwitch = renderTabs('buy');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: p2p.list.buyTab })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: p2p.list.sellTab })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: p2p.list.buyTab })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: p2p.list.sellTab })).toHaveFocus();
    expect(onSwitch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSwitch).toHaveBeenCalledWith('sell');
  });
});
