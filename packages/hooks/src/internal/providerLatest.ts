import { createLatestCall, type LatestCall } from "../transport/latestCall.js";

const perProvider = new WeakMap<object, Map<string, LatestCall>>();

/**
 * One {@link LatestCall} per provider and purpose, for loads whose result lives in a provider store (user,
 * portal configuration): a newer load aborts the older, but no component's unmount does, so React's StrictMode
 * double mount (or any reader leaving) can never strand the store in `loading`.
 */
export const providerLatest = (stores: object, purpose: string): LatestCall => {
  let calls = perProvider.get(stores);
  if (calls === undefined) {
    calls = new Map();
    perProvider.set(stores, calls);
  }
  let call = calls.get(purpose);
  if (call === undefined) {
    call = createLatestCall();
    calls.set(purpose, call);
  }
  return call;
};
