import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { IN_APP_LINK, useInAppLinks } from '@/shared/routing/in-app-links';

// Many plain links in one container (a list's rows) are followed by one handler: a plain click stays in the app,
// a click asking for a new tab or window is left to the browser.

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Rows() {
  const follow = useInAppLinks();
  return (
    // Enter on a focused link fires a click too, which bubbles here: the container needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <section onClick={follow}>
      <a href="/en/p2p/advertiser/100377120" {...IN_APP_LINK}>
        CryptoKing
      </a>
      <a href="/elsewhere">Other</a>
    </section>
  );
}

const renderRows = () =>
  render(
    <MemoryRouter initialEntries={['/en/p2p/buy']}>
      <Routes>
        <Route path="*" element={<Rows />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

it('follows a plain click on a marked link inside the app', () => {
  renderRows();
  const event = fireEvent.click(screen.getByRole('link', { name: 'CryptoKing' }));
  expect(event).toBe(false); // the browser's own navigation was prevented
  expect(screen.getByTestId('where')).toHaveTextContent('/en/p2p/advertiser/100377120');
});

it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
  'leaves %j to the browser',
  (init) => {
    renderRows();
    expect(fireEvent.click(screen.getByRole('link', { name: 'CryptoKing' }), init)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/p2p/buy');
  },
);

it('leaves links without the mark alone', () => {
  renderRows();
  expect(fireEvent.click(screen.getByRole('link', { name: 'Other' }))).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent('/en/p2p/buy');
});
