import { SetCurrencyPayload, SetCurrencyReply } from "../currency.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `POST /currency/setCurrencySession` with `{currency}`. */
export const setCurrencySessionEndpoint = post(
  () => "/currency/setCurrencySession",
  SetCurrencyPayload,
  SetCurrencyReply,
);
