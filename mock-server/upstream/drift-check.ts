import { constants, publicEncrypt } from 'node:crypto';
import { allEndpoints, api } from '../../src/shared/api';
import type { DriftReport } from '../../src/shared/control';
import type { Endpoint } from '../../src/shared/endpoint';
import { DriftLog, driftOf } from './drift';

type Seen = Map<Endpoint, unknown>;

/** The first id of a list answer (`items` of a page, or an array), for the detail calls after it. */
const firstId = (data: unknown): number | undefined => {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  const id = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : undefined;
};
const withId = (list: Endpoint, key: string) => (seen: Seen) => {
  const id = firstId(seen.get(list));
  return id === undefined ? undefined : { [key]: id };
};

/** The read calls a signed-in member makes, in an order where each detail follows its list. */
const READS: Array<[Endpoint, (seen: Seen) => object | undefined]> = [
  [api.reference.themeList, () => ({})],
  [api.reference.regionList, () => ({})],
  [api.notice.importantNotice, () => ({})],
  [api.notice.bannerList, () => ({})],
  [api.notice.noticeList, () => ({})],
  [api.notice.noticeDetail, withId(api.notice.noticeList, 'noticeId')],
  [api.user.userInfo, () => ({})],
  [api.user.userPoint, () => ({})],
  [api.user.monthlyActivity, () => ({})],
  [api.user.myReports, () => ({})],
  [api.user.pointHistory, () => ({})],
  [api.feed.checkFirstFeed, () => ({})],
  [api.feed.mainFeedList, () => ({ tab: 'latest' })],
  [api.feed.feedDetail, withId(api.feed.mainFeedList, 'feedId')],
  [api.feed.commentList, withId(api.feed.mainFeedList, 'feedId')],
  [api.feed.bookmarkList, () => ({})],
  [api.feed.userFeed, () => ({})],
  [api.search.place, () => ({})],
  [api.place.placeDetail, withId(api.search.place, 'placeId')],
  [api.place.bookmarkList, () => ({})],
  [api.travel.planList, () => ({})],
  [api.pointShop.productList, () => ({})],
  [api.pointShop.productDetail, withId(api.pointShop.productList, 'productId')],
  [api.pointShop.orderList, () => ({})],
];

const callName = new Map<Endpoint, string>(
  allEndpoints().map(({ domain, name, endpoint }) => [endpoint, `${domain}.${name}`]),
);

export interface DriftCheck {
  reports: DriftReport[];
  /** Calls left out: a detail whose list was empty. */
  skipped: string[];
  checked: number;
}

/**
 * Signs in to a host as a member would (the password encrypted with its public key) and makes
 * every read call once, comparing each answer with the contract.
 */
export async function checkHost(options: {
  host: string;
  email: string;
  password: string;
  fetch?: typeof fetch;
}): Promise<DriftCheck> {
  const fetcher = options.fetch ?? fetch;
  const post = async (path: string, body: object, token?: string) => {
    const res = await fetcher(new URL(path, options.host), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ko', ...(token && { access: token }) },
      body: JSON.stringify(body),
    });
    return res.text();
  };
  const dataOf = (text: string) => (JSON.parse(text) as { data?: unknown }).data;
  const key = dataOf(await post(api.auth.publicKey.path, {})) as { keyId: string; publicKey: string };
  const password = publicEncrypt(
    { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(options.password),
  ).toString('base64');
  const login = JSON.parse(
    await post(api.auth.loginEmail.path, { email: options.email, password, keyId: key.keyId, keepLoggedIn: false }),
  ) as { result?: string; code?: string; data?: { access?: string } };
  if (login.result !== 'success' || !login.data?.access)
    throw new Error(`sign-in refused: ${login.code ?? JSON.stringify(login).slice(0, 200)}`);
  const token = login.data.access;

  const log = new DriftLog();
  const seen: Seen = new Map();
  const skipped: string[] = [];
  let checked = 0;
  for (const [endpoint, bodyOf] of READS) {
    const body = bodyOf(seen);
    if (!body) {
      skipped.push(callName.get(endpoint)!);
      continue;
    }
    const text = await post(endpoint.path, body, token);
    checked += 1;
    log.note(callName.get(endpoint)!, endpoint.path, 'proxy', driftOf(endpoint, text), Date.now());
    try {
      seen.set(endpoint, dataOf(text));
    } catch {
      // Not JSON: reported as an envelope change; the details after it are skipped.
    }
  }
  return { reports: log.list().reverse(), skipped, checked };
}
