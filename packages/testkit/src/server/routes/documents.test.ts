import { describe, expect, it } from "vitest";
import { accountsTestInventory, SAMPLE_HOTEL_ID, SAMPLE_STAY, sampleRates } from "../../internal/accountsInventory.js";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { dayMonthYear, formatPdfMoney, hotelUrlFacts } from "../../internal/hotelPdf.js";
import { hotelFacts } from "../../internal/inventoryFacts.js";
import { pdfInfoStrings, pdfText } from "../../internal/pdfText.js";
import { PDF_FAILURE } from "./documents.js";

const facts = hotelFacts(accountsTestInventory, SAMPLE_HOTEL_ID);
const hotelName = facts?.hotel.name ?? "";
const detailUrl = `/hotel/details/hotel-sol/${SAMPLE_HOTEL_ID}/${SAMPLE_STAY.checkIn}/${SAMPLE_STAY.checkOut}/2-0/BUE`;

const voucherParams = (bookingReferenceId: string) => ({
  bookingReferenceId,
  productTypeId: "1",
  itemProductTypeId: "1",
  isDpkg: false,
  forceOffline: false,
});

const download = async (tab: Awaited<ReturnType<typeof demoSession>>["tab"], file: string) => {
  const response = await tab.fetch(file);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return bytes;
};

describe("documents", () => {
  it("reads hotel id and stay from detail and results URLs", () => {
    expect(hotelUrlFacts(`https://x.test${detailUrl}?baseRate=1`)).toEqual({
      hotelId: SAMPLE_HOTEL_ID,
      stay: {
        checkIn: SAMPLE_STAY.checkIn,
        checkOut: SAMPLE_STAY.checkOut,
        rooms: [{ adults: 2, children: 0, ages: [] }],
      },
    });
    expect(hotelUrlFacts("/hotel/results/Buenos%20Aires/2030-03-10/2030-03-12/2-1:5").stay?.rooms).toEqual([
      { adults: 2, children: 1, ages: [5] },
    ]);
    expect(hotelUrlFacts("/hotel/results/BUE/2030-03-12/2030-03-10/2-0")).toEqual({});
    expect(hotelUrlFacts("%%%")).toEqual({});
  });

  it("formats money with two decimals and Spanish separators", () => {
    expect(formatPdfMoney(123456789, "ARS")).toBe("ARS 1.234.567,89");
    expect(formatPdfMoney(5, "USD")).toBe("USD 0,05");
    expect(formatPdfMoney(-1000, "EUR")).toBe("EUR -10,00");
  });

  it("builds a real hotel PDF with the inventory's data and the stay's cheapest rates", async () => {
    const { tab } = await demoSession();
    const reply = await tab.post("/hotel/pdf", { url: detailUrl, tripadvisor: true });
    expect(reply.status).toBe(200);
    expect(reply.json.done).toBe(true);
    expect(reply.json.file).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    const bytes = await download(tab, reply.json.file as string);
    expect(pdfInfoStrings(bytes)).toContain(hotelName);
    const text = pdfText(bytes);
    expect(text).toContain(hotelName);
    expect(text).toContain(facts?.hotel.address[0] ?? "?");
    expect(text).toContain(`Tarifas del ${dayMonthYear(SAMPLE_STAY.checkIn)} al ${dayMonthYear(SAMPLE_STAY.checkOut)}`);
    expect(text).toContain("Opiniones de viajeros");
    const cheapest = sampleRates()[0];
    expect(text).toContain(formatPdfMoney(cheapest?.totalUsdMinor ?? 0, "USD"));
  });

  it("prints the rates the URL names, each with its cancellation policy and timeline", async () => {
    const { tab } = await demoSession();
    const [, second, third] = sampleRates();
    const ids = [second?.tripProductId, third?.tripProductId, "H999-bad"].join(",");
    const reply = await tab.post("/hotel/pdf", {
      url: `${detailUrl}?rates=${encodeURIComponent(ids)}`,
      tripadvisor: false,
    });
    const text = pdfText(await download(tab, reply.json.file as string));
    expect(text).toContain(formatPdfMoney(second?.totalUsdMinor ?? 0, "USD"));
    expect(text).toContain(formatPdfMoney(third?.totalUsdMinor ?? 0, "USD"));
    expect(text).not.toContain(formatPdfMoney(sampleRates()[0]?.totalUsdMinor ?? 0, "USD"));
    expect(text.match(/Política de cancelación: /g)).toHaveLength(2);
    expect(text).toMatch(/Desde el \d{2}\/\d{2}\/\d{4}: /);
    expect(text).not.toContain("Opiniones de viajeros");
  });

  it("builds one PDF for several hotels", async () => {
    const { tab } = await demoSession();
    const reply = await tab.post("/hotel/pdf/multi", {
      id_h: [SAMPLE_HOTEL_ID, "100001"],
      url: "",
      tripadvisor: false,
    });
    const text = pdfText(await download(tab, reply.json.file as string));
    expect(text).toContain(hotelName);
    expect(text).toContain(hotelFacts(accountsTestInventory, "100001")?.hotel.name ?? "?");
    expect(text).not.toContain("Opiniones de viajeros");
    expect(text).toContain("2 hoteles seleccionados");
    const one = await tab.post("/hotel/pdf/multi", { id_h: [SAMPLE_HOTEL_ID], url: "", tripadvisor: false });
    expect(pdfText(await download(tab, one.json.file as string))).toContain("1 hotel seleccionado");
  });

  it("prints an activity PDF and a booking voucher for its owner only", async () => {
    const { tab, app } = await demoSession("agente");
    const activity = await tab.post("/activities/pdf", {
      url: "/activities/results/IGR/2030-04-02/2030-04-03",
      canonicalId: "77",
    });
    expect(pdfText(await download(tab, activity.json.file as string))).toContain("Actividad 77");
    const voucher = await tab.post("/bookingAdmin/printVoucher", { params: voucherParams("TRV-100231") });
    expect(voucher.json).toMatchObject({ done: true, offline: false });
    const text = pdfText(await download(tab, voucher.json.file as string));
    expect(text).toContain("TRV-100231");
    expect(text).toContain("Ana López");
    // A transfer's voucher names its ways, a circuit's its departure and room; neither prints an empty room or board.
    for (const [reference, texts] of [
      ["TRV-100205", ["Ida", "Vuelta", "Rosal Apart Hotel Palermo"]],
      ["TRV-100206", ["Salida", "Regreso", "Doble"]],
    ] as const) {
      const printed = await tab.post("/bookingAdmin/printVoucher", { params: voucherParams(reference) });
      const voucherText = pdfText(await download(tab, printed.json.file as string));
      for (const part of texts) expect(voucherText).toContain(part);
      expect(voucherText).not.toContain("—");
    }
    const offline = await tab.post("/bookingAdmin/printVoucher", { params: voucherParams("TRV-099870") });
    expect(offline.json.offline).toBe(true);
    const forced = await tab.post("/bookingAdmin/printVoucher", {
      params: { ...voucherParams("TRV-100231"), forceOffline: true },
    });
    expect(forced.json.offline).toBe(true);
    expect((await tab.post("/bookingAdmin/printVoucher", { params: voucherParams("TRV-100240") })).status).toBe(403);
    expect((await tab.post("/bookingAdmin/printVoucher", { params: voucherParams("NOPE") })).status).toBe(404);
    const customer = demoTab(app);
    const params = { ...voucherParams("TRV-100240"), email: "lucia.fernandez@example.com" };
    expect((await customer.post("/bookingAdmin/printVoucher", { params })).status).toBe(200);
    const stranger = await customer.post("/bookingAdmin/printVoucher", { params: { ...params, email: "x@y.z" } });
    expect(stranger.status).toBe(401);
  });

  it.each([
    ["/hotel/pdf", {}, "url"],
    ["/hotel/pdf", { url: "/hotel/results/BUE/2030-01-01/2030-01-02/2-0", tripadvisor: false }, "url"],
    ["/hotel/pdf", { url: detailUrl, tripadvisor: "maybe" }, "tripadvisor"],
    ["/hotel/pdf/multi", { id_h: [], url: "", tripadvisor: false }, "id_h"],
    ["/hotel/pdf/multi", { id_h: ["1,x"], url: "", tripadvisor: false }, "id_h"],
    ["/hotel/pdf/multi", { id_h: "1", url: "", tripadvisor: false }, "id_h"],
    ["/activities/pdf", { url: "/a" }, "canonicalId"],
    ["/activities/pdf", { url: "/a", canonicalId: "a b" }, "canonicalId"],
    ["/bookingAdmin/printVoucher", { params: {} }, "params.bookingReferenceId"],
    ["/bookingAdmin/printVoucher", { params: { ...voucherParams("X"), isDpkg: "no" } }, "params.isDpkg"],
    ["/bookingAdmin/printVoucher", "[]", "body"],
  ])("answers 400 naming the field: POST %s %j", async (path, body, field) => {
    const { tab } = await demoSession();
    const reply = await tab.post(path, body);
    expect(reply.status).toBe(400);
    expect(reply.json.field).toBe(field);
  });

  it("answers 404 for an unknown hotel or file, and the failure text under pdf-fail", async () => {
    const { tab } = await demoSession();
    expect((await tab.post("/hotel/pdf", { url: "/hotel/details/x/999999", tripadvisor: false })).status).toBe(404);
    expect((await tab.post("/hotel/pdf/multi", { id_h: ["999999"], url: "", tripadvisor: false })).status).toBe(404);
    expect((await tab.get("/files/00000000-0000-0000-0000-000000000000.pdf")).status).toBe(404);
    const failed = await tab.post(
      "/hotel/pdf",
      { url: detailUrl, tripadvisor: false },
      { "x-demo-scenario": "pdf-fail" },
    );
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe(PDF_FAILURE);
  });
});
