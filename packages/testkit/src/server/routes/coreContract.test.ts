import { decodeWith, endpoints } from "@travesia/core";
import { Result, type Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SAMPLE_HOTEL_ID, SAMPLE_STAY, sampleHouseProductId, sampleRates } from "../../internal/accountsInventory.js";
import { demoSession } from "../../internal/accountsTestSupport.js";

type Tab = Awaited<ReturnType<typeof demoSession>>["tab"];

/** Decodes a reply with core's Schema and fails the test with the bad field's path when it does not match. */
const expectDecodes = (schema: Schema.Top & { readonly DecodingServices: never }, reply: unknown, what: string) => {
  const decoded = decodeWith(schema)(reply);
  if (Result.isFailure(decoded)) throw new Error(`${what}: ${decoded.failure.message}`);
  expect(Result.isSuccess(decoded)).toBe(true);
};

const call = async (tab: Tab, endpoint: { method: "GET" | "POST" }, path: string, body?: unknown) => {
  const reply = endpoint.method === "GET" ? await tab.get(path) : await tab.post(path, body);
  expect(reply.status, `${endpoint.method} ${path}`).toBe(200);
  return reply.json;
};

const detailUrl = `/hotel/details/h/${SAMPLE_HOTEL_ID}/${SAMPLE_STAY.checkIn}/${SAMPLE_STAY.checkOut}/2-0/BUE`;
const voucher = {
  bookingReferenceId: "TRV-100231",
  productTypeId: "1",
  itemProductTypeId: "1",
  isDpkg: false,
  forceOffline: false,
};

describe("replies decode with core's Schemas (core/api endpoints)", () => {
  it("shared, session, header and counters calls", async () => {
    const { tab } = await demoSession("agente");
    const e = endpoints;
    const gets = [
      [e.user, e.user.path()],
      [e.header, e.header.path()],
      [e.selectedCurrency, e.selectedCurrency.path()],
      [e.counters, e.counters.path()],
      [e.footer, e.footer.path()],
      [e.customLocales, e.customLocales.path()],
      [e.profileLanguages, e.profileLanguages.path()],
      [e.translations, e.translations.path("es")],
      [e.translation, e.translation.path("es", "home.title")],
      [e.portalConfig, e.portalConfig.path("2")],
      [e.sessionStatus, e.sessionStatus.path()],
      [e.homeSearchImage, e.homeSearchImage.path("hotels", "desktop")],
      [e.mainImage, e.mainImage.path("flights")],
      [e.todayBookingCount, e.todayBookingCount.path()],
      [e.alertsSummary, e.alertsSummary.path()],
      [e.messageCount, e.messageCount.path("2027-01-01")],
      [e.defaulterMessage, e.defaulterMessage.path()],
      [e.hotelFavouriteAdd, e.hotelFavouriteAdd.path(SAMPLE_HOTEL_ID)],
      [e.hotelFavouriteDelete, e.hotelFavouriteDelete.path(SAMPLE_HOTEL_ID)],
    ] as const;
    for (const [endpoint, path] of gets) expectDecodes(endpoint.reply, await call(tab, endpoint, path), path);
    const anonymous = (await demoSession()).tab;
    expectDecodes(e.user.reply, await call(anonymous, e.user, e.user.path()), "anonymous user");
    expectDecodes(e.header.reply, await call(anonymous, e.header, e.header.path()), "anonymous header");
  });

  it("budget and trip calls", async () => {
    const { tab } = await demoSession("agente");
    const e = endpoints;
    const created = await call(tab, e.budgetCreate, e.budgetCreate.path(), {
      budget: { title: "Contrato", firstName: "Ana", lastName: "Paz", comments: "" },
    });
    expectDecodes(e.budgetCreate.reply, created, "create");
    const id = String(created.budgetId);
    const rate = sampleRates()[0]?.tripProductId ?? "";
    const added = await call(tab, e.budgetAddProduct, e.budgetAddProduct.path(), {
      product: "hotel",
      rateId: rate,
      budgetId: id,
      parameters: {},
      occupancy: "2-0",
    });
    expectDecodes(e.budgetAddProduct.reply, added, "addProduct");
    const get = await call(tab, e.budgetGet, e.budgetGet.path(id));
    expectDecodes(e.budgetGet.reply, get, "get");
    expect(get.budget).toMatchObject({ items: [{ rateId: rate, price: { currency: "USD" } }] });
    expectDecodes(e.budgetList.reply, await call(tab, e.budgetList, e.budgetList.path()), "list");
    const searched = await call(tab, e.budgetSearch, e.budgetSearch.path(), { text: "contrato", page: 1 });
    expectDecodes(e.budgetSearch.reply, searched, "search");
    expectDecodes(
      e.budgetFilter.reply,
      await call(tab, e.budgetFilter, e.budgetFilter.path(), { text: "paz" }),
      "filter",
    );
    expectDecodes(
      e.createDraft.reply,
      await call(tab, e.createDraft, e.createDraft.path(), { isoCountryCode: "AR" }),
      "draft",
    );
    expectDecodes(e.budgetDelete.reply, await call(tab, e.budgetDelete, e.budgetDelete.path(id)), "delete");
  });

  it("quote, share, newsletter and document calls", async () => {
    const { tab } = await demoSession("agente");
    const e = endpoints;
    const rates = sampleRates();
    const rate = rates[0]?.tripProductId ?? "";
    expectDecodes(e.hotelQuote.reply, await call(tab, e.hotelQuote, e.hotelQuote.path(rate)), "quote");
    const alternatives = [rates[1]?.tripProductId ?? rate];
    expectDecodes(
      e.hotelQuote.reply,
      await call(tab, e.hotelQuote, e.hotelQuote.path(rate, alternatives)),
      "quote alt",
    );
    expectDecodes(
      e.houseQuote.reply,
      await call(tab, e.houseQuote, e.houseQuote.path(sampleHouseProductId())),
      "house quote",
    );
    const share = {
      from: "ana@example.com",
      to: "pedro@example.com",
      subject: "Hotel",
      body: "Mirá",
      hotelname: "Hotel",
      hotelUrl: detailUrl,
      productId: SAMPLE_HOTEL_ID,
      tripadvisor: true,
    };
    expectDecodes(e.hotelEmail.reply, await call(tab, e.hotelEmail, e.hotelEmail.path(), share), "email");
    expectDecodes(e.hotelEmailPdf.reply, await call(tab, e.hotelEmailPdf, e.hotelEmailPdf.path(), share), "emailPDF");
    expectDecodes(
      e.newsletter.reply,
      await call(tab, e.newsletter, e.newsletter.path(), { email: "a@b.co" }),
      "newsletter",
    );
    const repeated = await tab.post(e.newsletter.path(), { email: "a@b.co" });
    expectDecodes(e.newsletter.reply, repeated.json, "newsletter repeated");
    const pdf = { url: detailUrl, tripadvisor: true };
    expectDecodes(e.hotelPdf.reply, await call(tab, e.hotelPdf, e.hotelPdf.path(), pdf), "pdf");
    const multi = { id_h: [SAMPLE_HOTEL_ID], tripadvisor: false, url: "" };
    expectDecodes(e.hotelPdfMulti.reply, await call(tab, e.hotelPdfMulti, e.hotelPdfMulti.path(), multi), "pdf multi");
    const activity = { url: "/activities/results/IGR", canonicalId: "A1" };
    expectDecodes(
      e.activitiesPdf.reply,
      await call(tab, e.activitiesPdf, e.activitiesPdf.path(), activity),
      "activity",
    );
    const printed = await call(tab, e.printVoucher, e.printVoucher.path(), { params: voucher });
    expectDecodes(e.printVoucher.reply, printed, "voucher");
  });
});
