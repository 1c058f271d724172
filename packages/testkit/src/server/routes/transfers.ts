import {
  parseTransferSearchUrl,
  ROUTES,
  TRANSFER_PARTY_LIMITS,
  TransferSearchRequest,
  validateOccupancy,
} from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { demoBadRequest, demoCurrency, demoToday, isDemoCurrency } from "../../internal/demoRequest.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import { dayNumber } from "../../inventory/days.js";
import { transferOffers, transferPlace } from "../../inventory/transfers.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/**
 * `POST /api/v1/transfers/search` with `{url}` (core's `buildTransferSearchUrl`): every offer for the party between
 * two places of the demo world (airports, hotels, cities, places), answered at once; core filters, sorts and pages.
 * A bad search is a 400 naming the field; `search-empty` answers no offer, `search-fail` a 500 (the middleware).
 */
export const transferRoutes = new Hono<DemoEnv>().post("/api/v1/transfers/search", async (c) => {
  const body = await readJsonBody(c, TransferSearchRequest);
  if (Result.isFailure(body)) return badRequest(c, body.failure);
  const parsed = parseTransferSearchUrl(body.success.url);
  if (Result.isFailure(parsed)) {
    if (parsed.failure.field === "path") return demoBadRequest(c, "url", `expected ${ROUTES.transferResults}`);
    return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
  }
  const search = parsed.success;
  const today = demoToday(c);
  if (dayNumber(search.outbound.date) < dayNumber(today))
    return demoBadRequest(c, "dates", "the outbound is in the past");
  if (
    search.inbound !== null &&
    `${search.inbound.date}T${search.inbound.time}` <= `${search.outbound.date}T${search.outbound.time}`
  )
    return demoBadRequest(c, "dates", "the return must be after the outbound");
  const partyIssue = validateOccupancy([search.passengers], TRANSFER_PARTY_LIMITS)[0];
  if (partyIssue !== undefined) return demoBadRequest(c, "passengers", partyIssue.key);
  if (search.from.kind === search.to.kind && search.from.code === search.to.code)
    return demoBadRequest(c, "to", "the same place as from");
  const currency = demoCurrency(c);
  if (!isDemoCurrency(currency)) return demoBadRequest(c, "currency", `unknown currency "${currency}"`);
  const { inventory } = c.get("demo");
  const from = transferPlace(inventory, search.from);
  if ("reason" in from) return demoBadRequest(c, "from", from.reason);
  const to = transferPlace(inventory, search.to);
  if ("reason" in to) return demoBadRequest(c, "to", to.reason);
  const options = scenarioActive(c, "search-empty") ? [] : transferOffers(inventory, search, from, to, today, currency);
  return c.json({ done: true, fromName: from.name, toName: to.name, options });
});
