import { StrictMode, useEffect, useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePendingRequest } from '@/session/gates/pending-request';

// A request opened by an effect, as the ad page opens the trade form when it arrives from a list row.
function AsksOnArrival() {
  const { store, request } = usePendingRequest<null, boolean>(false);
  const [answer, setAnswer] = useState('none');
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void store.open(null).then((value) => setAnswer(String(value)));
  });
  return (
    <>
      <p>open: {request ? 'yes' : 'no'}</p>
      <p>answer: {answer}</p>
      <button type="button" onClick={() => store.settle(true)}>
        accept
      </button>
    </>
  );
}

it("survives StrictMode's rehearsal unmount: the request stays open until it is answered", async () => {
  render(
    <StrictMode>
      <AsksOnArrival />
    </StrictMode>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByText('open: yes')).toBeInTheDocument();
  expect(screen.getByText('answer: none')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'accept' }));
  expect(await screen.findByText('answer: true')).toBeInTheDocument();
});

it('answers an open request with the unmount value when the component really goes away', async () => {
  let answer: boolean | undefined;
  function Opener() {
    const { store } = usePendingRequest<null, boolean>(false);
    useEffect(() => {
      void store.open(null).then((value) => {
        answer = value;
      });
    }, [store]);
    return null;
  }
  const view = render(
    <StrictMode>
      <Opener />
    </StrictMode>,
  );
  view.unmount();
  await act(async () => {
    await Promise.resolve();
  });
  expect(answer).toBe(false);
});
