// One word per concept per language: the P2P words a trader meets on every screen (order, order ID, My orders,
// release, appeal, payment method) must read the same in a heading, a button and a sentence of any namespace, so
// each language names each concept with one term family (German had both "Aufträge" and "Meine Orders").
// The keys of a concept are found from the English texts, so keys added later are checked without being listed.
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/shared/i18n';
import { languageDirs, loadNamespace, namespaceFiles } from '../locales/locale-files';

const CONCEPTS = ['order', 'orderId', 'myOrders', 'release', 'appeal', 'paymentMethod'] as const;
type Concept = (typeof CONCEPTS)[number];

/** How English names each concept: every key whose English text matches belongs to the concept. */
const ENGLISH: Readonly<Record<Concept, RegExp>> = {
  order: /\borders?\b/i,
  orderId: /\border ID\b/i,
  myOrders: /\bmy orders\b/i,
  release: /\breleas/i, // release, releases, released, releasing: the escrowed crypto going to the buyer
  appeal: /\bappeal/i,
  paymentMethod: /\bpayment methods?\b/i,
};

/**
 * Keys whose English matches a concept's pattern in another sense (`namespace:key` -> why), left out of that
 * concept. None today: every "order" in the English texts is a P2P order (no "in order to", no sort order) and
 * every "release" the escrow's.
 */
const EXCLUDED: Readonly<Record<Concept, Readonly<Record<string, string>>>> = {
  order: {},
  orderId: {},
  myOrders: {},
  release: {},
  appeal: {},
  paymentMethod: {},
};

/**
 * A language's word for a concept, as a case-insensitive pattern that allows its inflections: `term` must occur
 * in every key of the concept; `forbidden` lists competing words that must occur in none, so a second term
 * fails even beside the first.
 */
interface Term {
  term: RegExp;
  forbidden?: RegExp;
}

// `\b` only knows ASCII letters, so patterns whose edge is a non-ASCII letter use (?<!\p{L}) and (?!\p{L}).
const TERMS: Readonly<Record<Language, Readonly<Record<Concept, Term>>>> = {
  en: {
    order: { term: ENGLISH.order },
    orderId: { term: ENGLISH.orderId },
    myOrders: { term: ENGLISH.myOrders },
    release: { term: ENGLISH.release },
    appeal: { term: ENGLISH.appeal },
    paymentMethod: { term: ENGLISH.paymentMethod },
  },
  de: {
    order: { term: /auftr[aä]g/iu, forbidden: /order|bestellung/iu },
    orderId: { term: /auftragsnummer/iu, forbidden: /\bID\b/u },
    myOrders: { term: /meine aufträge/iu },
    release: { term: /\bfrei(?:g|zug|\b)/iu }, // freigeben, freigegeben, Freigabe, freizugeben, "gibt … frei"
    appeal: { term: /einspruch/iu, forbidden: /beschwerde|berufung|reklamation/iu },
    paymentMethod: { term: /zahlungsmethode/iu, forbidden: /zahlungsart|zahlungsweise|zahlungsmittel/iu },
  },
  es: {
    order: { term: /(?<!\p{L})órdenes|\borden\b/iu, forbidden: /(?<!\p{L})pedidos?(?!\p{L})/iu },
    orderId: { term: /\bID de (?:la )?orden\b/iu, forbidden: /número de orden|n\.º/iu },
    myOrders: { term: /\bmis órdenes/iu },
    release: { term: /\bliber/iu },
    appeal: { term: /\bapela/iu, forbidden: /disputa|reclamación/iu },
    paymentMethod: { term: /métodos? de pago/iu, forbidden: /formas? de pago|medios? de pago/iu },
  },
  fr: {
    order: { term: /\bordres?\b/iu, forbidden: /(?<!\p{L})commandes?(?!\p{L})/iu },
    orderId: { term: /\bID d(?:e l)?['’]ordre\b/iu, forbidden: /numéro d['’]ordre|n° d|identifiant/iu },
    myOrders: { term: /\bmes ordres\b/iu },
    release: { term: /\blib[éè]r/iu }, // libérer, libère
    appeal: { term: /\blitiges?\b/iu, forbidden: /\bappel/iu },
    paymentMethod: { term: /\bmoyens? de paiement\b/iu, forbidden: /méthodes? de paiement|modes? de paiement/iu },
  },
  hi: {
    order: { term: /ऑर्डर/u, forbidden: /आदेश/u },
    orderId: { term: /ऑर्डर ID/u, forbidden: /आईडी/u },
    myOrders: { term: /मेरे ऑर्डर/u },
    release: { term: /जारी/u, forbidden: /रिलीज/u },
    appeal: { term: /अपील/u },
    paymentMethod: { term: /भुगतान (?:के |का )?तरीक/u, forbidden: /भुगतान विधि|पेमेंट मेथड/u },
  },
  id: {
    order: { term: /\bpesanan\b/iu, forbidden: /\border\b/iu },
    orderId: { term: /\bID pesanan\b/iu },
    myOrders: { term: /\bpesanan saya\b/iu },
    release: { term: /lepas/iu },
    appeal: { term: /\bbanding\b/iu, forbidden: /sengketa/iu },
    paymentMethod: { term: /\bmetode pembayaran\b/iu, forbidden: /cara pembayaran/iu },
  },
  it: {
    order: { term: /\bordin[ei]\b/iu },
    orderId: { term: /\bID (?:dell['’])?ordine\b/iu, forbidden: /\bN\. ordine|numero d['’]ordine/iu },
    myOrders: { term: /\bi miei ordini\b/iu },
    release: { term: /\brilasc/iu },
    appeal: { term: /\bcontest/iu, forbidden: /reclam|ricors/iu },
    paymentMethod: { term: /\bmetod[oi] di pagamento\b/iu, forbidden: /modalità di pagamento/iu },
  },
  ja: {
    order: { term: /注文/u },
    orderId: { term: /注文ID/u, forbidden: /注文番号/u },
    myOrders: { term: /注文履歴/u, forbidden: /マイ注文/u },
    release: { term: /リリース/u, forbidden: /送付|解放/u },
    appeal: { term: /異議申し立て/u },
    paymentMethod: { term: /支払い方法/u, forbidden: /決済方法|支払方法/u },
  },
  ko: {
    order: { term: /주문/u },
    orderId: { term: /주문 ID/u, forbidden: /주문 ?번호/u },
    myOrders: { term: /내 주문/u },
    release: { term: /전송/u, forbidden: /릴리[스즈]|지급/u },
    appeal: { term: /이의/u },
    paymentMethod: { term: /결제 수단/u, forbidden: /결제 방법|결제 방식/u },
  },
  ms: {
    order: { term: /\bpesanan\b/iu, forbidden: /\border\b/iu },
    orderId: { term: /\bID pesanan\b/iu },
    myOrders: { term: /\bpesanan saya\b/iu },
    release: { term: /lepas/iu },
    appeal: { term: /\brayuan\b/iu },
    paymentMethod: { term: /\bkaedah pembayaran\b/iu },
  },
  pt: {
    order: { term: /\borde(?:m|ns)\b/iu, forbidden: /(?<!\p{L})pedidos?(?!\p{L})/iu },
    orderId: { term: /\bID d[ae] ordem\b/iu, forbidden: /número da ordem|nº/iu },
    myOrders: { term: /\bminhas ordens\b/iu },
    release: { term: /\bliber/iu },
    appeal: { term: /\bcontest/iu, forbidden: /disputa|recurso|apela/iu },
    paymentMethod: {
      term: /(?<!\p{L})métodos? de pagamento\b/iu,
      forbidden: /formas? de pagamento|meios? de pagamento/iu,
    },
  },
  ru: {
    order: { term: /ордер/iu, forbidden: /заказ/iu },
    orderId: { term: /ID ордера/iu, forbidden: /номер ордера/iu },
    myOrders: { term: /мои ордера/iu },
    release: { term: /разблокир/iu, forbidden: /отпуст|отпуска|передаёт|передан/iu },
    appeal: { term: /апелляци/iu },
    paymentMethod: { term: /способ\p{L}* оплаты/iu, forbidden: /метод\p{L}* оплаты|платёжн\p{L}* метод/iu },
  },
  th: {
    // คำสั่ง alone also means "command"; คำสั่งซื้อ is a purchase order only.
    order: { term: /คำสั่งซื้อขาย/u, forbidden: /คำสั่ง(?!ซื้อขาย)/u },
    orderId: { term: /หมายเลขคำสั่งซื้อขาย/u, forbidden: /รหัสคำสั่ง/u },
    myOrders: { term: /คำสั่งซื้อขายของฉัน/u },
    release: { term: /ปล่อย/u },
    appeal: { term: /อุทธรณ์/u },
    paymentMethod: { term: /วิธีการชำระเงิน/u, forbidden: /วิธีชำระเงิน/u },
  },
  tr: {
    // Turkish İ has no simple case folding to i, hence [iİ].
    order: { term: /(?<!\p{L})(?:emir|emr)/iu, forbidden: /sipariş/iu },
    orderId: { term: /(?<!\p{L})emir ID/iu, forbidden: /emir numara|kimli[kğ]/iu },
    myOrders: { term: /(?<!\p{L})emirlerim/iu },
    release: { term: /serbest bırak/iu },
    appeal: { term: /(?<!\p{L})[iİ]tiraz/iu },
    paymentMethod: { term: /ödeme yöntem/iu, forbidden: /ödeme (?:şekl|yolu|metod)/iu },
  },
  vi: {
    order: { term: /(?<!\p{L})lệnh(?!\p{L})/iu },
    orderId: { term: /(?<!\p{L})mã lệnh(?!\p{L})/iu, forbidden: /ID lệnh|số lệnh/iu },
    myOrders: { term: /(?<!\p{L})lệnh của tôi(?!\p{L})/iu },
    release: { term: /giải phóng/iu },
    appeal: { term: /khiếu nại/iu },
    paymentMethod: { term: /phương thức thanh toán/iu },
  },
  'zh-cn': {
    order: { term: /订单|下单/u, forbidden: /委托/u }, // 下单 (place an order) is the verb of 订单
    orderId: { term: /订单号/u, forbidden: /订单编号|订单 ?ID/iu },
    myOrders: { term: /我的订单/u },
    release: { term: /放币/u, forbidden: /放行|放给/u },
    appeal: { term: /申诉/u },
    // 收款方式 names only the receiving side; 支付方式 reads right for the buyer and the seller alike.
    paymentMethod: { term: /支付方式/u, forbidden: /[收付]款方式/u },
  },
  'zh-tw': {
    order: { term: /訂單|下單/u, forbidden: /委託/u }, // 下單 (place an order) is the verb of 訂單
    orderId: { term: /訂單編號/u, forbidden: /訂單號|訂單 ?ID/iu },
    myOrders: { term: /我的訂單/u },
    release: { term: /放幣/u, forbidden: /放行|放給/u },
    appeal: { term: /申訴/u },
    // 收款方式 names only the receiving side; 付款方式 reads right for the buyer and the seller alike.
    paymentMethod: { term: /付款方式/u, forbidden: /收付?款方式|支付方式/u },
  },
};

const NAMESPACES = namespaceFiles();

/** A language's messages, flattened as `namespace:a.b.c`. */
function messagesOf(lng: string): Map<string, string> {
  return new Map(
    NAMESPACES.flatMap((ns) =>
      [...(loadNamespace(lng, ns).messages ?? [])].flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${ns}:${key}`, value] as const] : [],
      ),
    ),
  );
}

/** The words of a text: placeholders are blanked, so `{{orderId}}` names no concept. */
const words = (text: string): string => text.replace(/\{\{[^}]*\}\}/g, '…');

const MESSAGES = new Map(LANGUAGES.map((lng) => [lng, messagesOf(lng)] as const));
const ENGLISH_MESSAGES = MESSAGES.get(FALLBACK_LANGUAGE) ?? new Map<string, string>();

/** The keys of a concept: those whose English text names it, exclusions aside. */
const keysOf = (concept: Concept): string[] =>
  [...ENGLISH_MESSAGES]
    .filter(([key, text]) => ENGLISH[concept].test(words(text)) && !(key in EXCLUDED[concept]))
    .map(([key]) => key);

const termOf = (lng: string, concept: Concept): Term | undefined =>
  (TERMS as Partial<Record<string, Partial<Record<Concept, Term>>>>)[lng]?.[concept];

it('finds English keys for every concept, so a pattern typo cannot make the glossary vacuous', () => {
  const empty = CONCEPTS.filter((concept) => keysOf(concept).length === 0);
  expect(empty).toEqual([]);
});

it('has a term for every concept in every language', () => {
  const lacking = [...new Set([...LANGUAGES, ...languageDirs()])].flatMap((lng) =>
    CONCEPTS.filter((concept) => !termOf(lng, concept)).map((concept) => `${lng}: ${concept}`),
  );
  expect(lacking).toEqual([]);
});

it('excludes only existing keys whose English matches the concept', () => {
  const stale = CONCEPTS.flatMap((concept) =>
    Object.keys(EXCLUDED[concept])
      .filter((key) => !ENGLISH[concept].test(words(ENGLISH_MESSAGES.get(key) ?? '')))
      .map((key) => `${concept}: ${key}`),
  );
  expect(stale).toEqual([]);
});

describe.each(CONCEPTS)('%s', (concept) => {
  it('every language names it with its one term in every key (each key that does not is listed)', () => {
    const keys = keysOf(concept);
    const problems = LANGUAGES.flatMap((lng) => {
      const term = termOf(lng, concept);
      if (!term) return []; // reported by the test above
      return keys.flatMap((key) => {
        const text = MESSAGES.get(lng)?.get(key);
        if (text === undefined) return []; // a missing key is the parity test's to report
        const competing = term.forbidden && words(text).match(term.forbidden)?.[0];
        return [
          ...(term.term.test(words(text)) ? [] : [`${lng} ${concept} ${key}: "${text}" lacks ${term.term}`]),
          ...(competing
            ? [`${lng} ${concept} ${key}: "${text}" uses "${competing}" (forbidden ${term.forbidden})`]
            : []),
        ];
      });
    });
    expect(problems).toEqual([]);
  });
});
