import { HttpResponse } from 'msw';
import type {
  AdvListResponse,
  Advertisement,
  AdvertiseDetailResponse,
  ChatMessage,
  ChatMessagesResponse,
  CreateUserPaymentResponse,
  Order,
  OrderDetailsResponse,
  OrderListResponse,
  UpdateOrderStateResponse,
  UserPayment,
  UserPaymentsResponse,
  VerifyUserResponse,
} from '@/api/generated/models';
import { XSS_DATA_URL, XSS_JAVASCRIPT_URL, XSS_PAYLOADS, xssFileName, xssPayloadFor } from '../fixtures/xss-payloads';
import { findOperation } from '../operations';

// The same stateful answers, with every text another person controls replaced by a payload. Names are mapped by a
// hash of the real value, so an advertiser reads the same on every screen; only string values change, so every
// answer stays in the contract (tests/mocks/conformance.test.ts).

type Rewrite = (data: unknown, request: Request) => unknown;

// The contract's maxLength of each field, so a payload stays inside the contract.
const NICKNAME = 64;
const DISPLAY_NAME = 100;
const PERSON_NAME = 128;
const PAYMENT_INFO = 500;
const ACCOUNT_NO = 64;
const FILE_NAME = 255;

const rewrite =
  <R extends { data: unknown }>(fn: (data: R['data'], request: Request) => R['data']): Rewrite =>
  (data, request) =>
    fn(data as R['data'], request);

function hostileAd(ad: Advertisement): Advertisement {
  return {
    ...ad,
    remark: xssPayloadFor(`remark:${ad.adNo}`),
    payMethods: ad.payMethods.map((m) => ({ ...m, name: xssPayloadFor(m.name, DISPLAY_NAME) })),
    advertiser: { ...ad.advertiser, nickname: xssPayloadFor(ad.advertiser.nickname, NICKNAME) },
  };
}

function hostileOrder(order: Order): Order {
  return {
    ...order,
    payMethodName: xssPayloadFor(order.payMethodName, DISPLAY_NAME),
    receiverName: xssPayloadFor(order.receiverName, PERSON_NAME),
    paymentInfo: xssPayloadFor(order.paymentInfo, PAYMENT_INFO),
    buyerRealName: xssPayloadFor(order.buyerRealName, PERSON_NAME),
    counterparty: { ...order.counterparty, nickname: xssPayloadFor(order.counterparty.nickname, NICKNAME) },
  };
}

/** The user's own saved methods: as stored by a server that did not clean them, image URL included. */
function hostilePayment(payment: UserPayment, index: number, origin: string): UserPayment {
  const images = [XSS_JAVASCRIPT_URL, XSS_DATA_URL, `${origin}/mock-files/xss-payment-${payment.id}`];
  return {
    ...payment,
    methodName: xssPayloadFor(payment.methodName, DISPLAY_NAME),
    accountNo: xssPayloadFor(`account:${payment.accountNo}`, ACCOUNT_NO),
    receiverName: xssPayloadFor(payment.receiverName, PERSON_NAME),
    bankName: payment.bankName === null ? null : xssPayloadFor(`bank:${payment.bankName}`, DISPLAY_NAME),
    imageUrl: images[index % images.length]!,
  };
}

/** Counterparty text only: the user's own messages stay as typed, system notices are the platform's. */
function hostileMessage(message: ChatMessage): ChatMessage {
  if (message.sender !== 'COUNTERPARTY') return message;
  return {
    ...message,
    senderNickname: xssPayloadFor(message.senderNickname, NICKNAME),
    content: message.content === '' ? '' : xssPayloadFor(`chat:${message.id}`),
    fileName: message.fileName === null ? null : xssPayloadFor(message.fileName, FILE_NAME),
  };
}

/** Ids 1..n sort before the store's ids, so the corpus only comes with the first read; polls ask for newer ids. */
function corpusMessages(list: readonly ChatMessage[], orderId: string, origin: string): ChatMessage[] {
  const from = list.find((m) => m.sender === 'COUNTERPARTY');
  const createdAt = list[0]?.createdAt ?? new Date().toISOString();
  const base = {
    orderId,
    clientMsgId: null,
    sender: 'COUNTERPARTY',
    senderNickname: from?.senderNickname ?? XSS_PAYLOADS[0]!,
    createdAt,
  } as const;
  const urls = [XSS_JAVASCRIPT_URL, XSS_DATA_URL, `${origin}/mock-files/xss-file`];
  const texts = XSS_PAYLOADS.map(
    (content) => ({ type: 'TEXT', content, fileUrl: null, fileName: null, fileSize: null }) as const,
  );
  const files = XSS_PAYLOADS.map(
    (payload, i) =>
      ({
        type: 'FILE',
        content: '',
        fileUrl: urls[i % urls.length]!,
        fileName: xssFileName(payload),
        fileSize: 2048,
      }) as const,
  );
  const images = urls.map(
    (fileUrl, i) => ({ type: 'IMAGE', content: '', fileUrl, fileName: XSS_PAYLOADS[i]!, fileSize: 4096 }) as const,
  );
  return [...texts, ...files, ...images].map((m, i) => ({ ...base, ...m, id: String(i + 1) }));
}

const originOf = (request: Request) => new URL(request.url).origin;

const REWRITES: Readonly<Record<string, Rewrite>> = {
  queryAdvList: rewrite<AdvListResponse>((data) => ({ ...data, list: data.list.map(hostileAd) })),
  getAdvertiseDetail: rewrite<AdvertiseDetailResponse>(hostileAd),
  getOrderList: rewrite<OrderListResponse>((data) => ({ ...data, list: data.list.map(hostileOrder) })),
  getOrderDetails: rewrite<OrderDetailsResponse>(hostileOrder),
  updateOrderState: rewrite<UpdateOrderStateResponse>(hostileOrder),
  getChatMessages: rewrite<ChatMessagesResponse>((data, request) => {
    const query = new URL(request.url).searchParams;
    const list = data.list.map(hostileMessage);
    if (query.get('afterId')) return { list };
    return { list: [...corpusMessages(list, query.get('orderId') ?? '', originOf(request)), ...list] };
  }),
  getUserPayments: rewrite<UserPaymentsResponse>((data, request) => ({
    list: data.list.map((p, i) => hostilePayment(p, i, originOf(request))),
  })),
  createUserPayment: rewrite<CreateUserPaymentResponse>((data, request) => hostilePayment(data, 0, originOf(request))),
  getVerifyUser: rewrite<VerifyUserResponse>((data, request) => ({
    ...data,
    paymentMethods: data.paymentMethods.map((p, i) => hostilePayment(p, i, originOf(request))),
  })),
};

interface EnvelopeBody {
  code: number;
  message: string;
  data: unknown;
}

export async function hostileAnswer(request: Request, response: Response): Promise<Response> {
  const operation = findOperation(request.method, request.url);
  if (!operation || response.status !== 200) return response;
  const body = (await response.clone().json()) as EnvelopeBody;
  // A business error's message is shown to the user, so it is hostile too.
  if (body.code !== 0) return HttpResponse.json({ ...body, message: xssPayloadFor(`error:${body.message}`) });
  const fn = REWRITES[operation.operationId];
  return fn ? HttpResponse.json({ ...body, data: fn(body.data, request) }) : response;
}
