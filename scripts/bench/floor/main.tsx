import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// The bench's floor (docs/performance.md): the product's stack with nothing of the product, drawing the list's
// first ad, or with `?orderId=` that order's pay instruction, the conventional way: a fetch once this JavaScript
// has run. `npm run bench` builds it beside the app, serves it from the same nginx and the same mock API, and
// prints the app's figures as ratios to this page's.

interface Ad {
  adNo: string;
  price: string;
  fiat: string;
  asset: string;
  minLimit: string;
  maxLimit: string;
  advertiser: { nickname: string };
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      floor: {
        title: 'Buy USDT with USD',
        buy: 'Buy USDT',
        limit: 'Limit {{min}} – {{max}} {{fiat}}',
        order: 'Order {{id}}',
        payTitle: 'Pay the seller',
        payText: 'Transfer exactly {{amount}} {{fiat}} to the seller’s account below, then click “I’ve Paid”.',
        paid: 'I’ve Paid',
      },
    },
  },
  defaultNS: 'floor',
  interpolation: { escapeValue: false },
});

async function firstAd(): Promise<Ad | undefined> {
  const response = await fetch('/api/ctc/query-adv-list', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', lang: 'en' },
    body: JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 50 }),
  });
  const answer = (await response.json()) as { data: { list: Ad[] } };
  return answer.data.list[0];
}

interface Order {
  orderId: string;
  fiatAmount: string;
  fiat: string;
}

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

async function orderDetails(orderId: string): Promise<Order> {
  const response = await fetch(`/api/ctc/query-order-details?orderId=${encodeURIComponent(orderId)}`, {
    headers: {
      Accept: 'application/json',
      lang: 'en',
      authorization: decodeURIComponent(cookie('authorization') ?? ''),
    },
  });
  const answer = (await response.json()) as { data: Order };
  return answer.data;
}

/** The order page's first figure: the step's title (the same id as the app's step, which the bench waits for). */
function FloorOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useQuery({ queryKey: ['order', orderId], queryFn: () => orderDetails(orderId) });
  return (
    <Container component="main" maxWidth="md" sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('order', { id: orderId })}
      </Typography>
      {order.data && (
        <Card component="section" variant="outlined" aria-labelledby="order-step-title">
          <CardContent>
            <Typography id="order-step-title" variant="h6" component="h2">
              {t('payTitle')}
            </Typography>
            <Typography variant="body2">
              {t('payText', { amount: order.data.fiatAmount, fiat: order.data.fiat })}
            </Typography>
            <Button variant="contained">{t('paid')}</Button>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}

function FloorPage() {
  const orderId = new URLSearchParams(location.search).get('orderId');
  return orderId ? <FloorOrder orderId={orderId} /> : <FloorList />;
}

function FloorList() {
  const { t } = useTranslation();
  const ad = useQuery({ queryKey: ['ads'], queryFn: firstAd });
  return (
    <Container component="main" maxWidth="md" sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      {ad.data && (
        <Card component="article" variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <div>
                <Typography variant="h6">
                  {ad.data.price} {ad.data.fiat}
                </Typography>
                <Typography>{ad.data.advertiser.nickname}</Typography>
                <Typography variant="body2">
                  {t('limit', { min: ad.data.minLimit, max: ad.data.maxLimit, fiat: ad.data.fiat })}
                </Typography>
              </div>
              <Button variant="contained">{t('buy')}</Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
