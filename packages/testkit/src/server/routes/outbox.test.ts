import { describe, expect, it } from "vitest";
import { accountsTestInventory, SAMPLE_HOTEL_ID } from "../../internal/accountsInventory.js";
import { demoSession } from "../../internal/accountsTestSupport.js";
import { hotelFacts } from "../../internal/inventoryFacts.js";
import { pdfText } from "../../internal/pdfText.js";
import { FIELD_REQUIRED, SHARE_MESSAGES } from "./outbox.js";

const share = {
  from: "ana@example.com",
  to: "pedro@example.com",
  subject: "Mirá este hotel",
  body: "¿Vamos? <b>no es HTML</b>",
  hotelname: "Hotel Sol",
  hotelUrl: `/hotel/details/hotel-sol/${SAMPLE_HOTEL_ID}/2030-03-10/2030-03-12/2-0/BUE`,
  productId: SAMPLE_HOTEL_ID,
  tripadvisor: true,
};

describe("share by e-mail and the outbox", () => {
  it("puts shared mails in the outbox, the PDF variant with a real attachment", async () => {
    const { tab } = await demoSession();
    const plain = await tab.post("/hotel/email", share);
    expect(plain.json).toMatchObject({ done: true, message: SHARE_MESSAGES.sent, attachment: null });
    const withPdf = await tab.post("/hotel/emailPDF", { ...share, to: "otra@example.com" });
    expect(withPdf.json.attachment).toMatch(/^\/files\/.+\.pdf$/);
    const outbox = await tab.get("/api/outbox");
    const messages = outbox.json.messages as { to: string; subject: string; attachment: string | null }[];
    expect(messages.map((mail) => mail.to)).toEqual(["otra@example.com", "pedro@example.com"]);
    expect((await tab.get("/api/outbox?to=PEDRO@example.com")).json.messages).toHaveLength(1);
    const attachment = await tab.fetch(messages[0]?.attachment ?? "");
    expect(pdfText(new Uint8Array(await attachment.arrayBuffer()))).toContain(
      hotelFacts(accountsTestInventory, SAMPLE_HOTEL_ID)?.hotel.name,
    );
    const page = await tab.fetch("/outbox.html", { headers: { accept: "text/html" } });
    const html = await page.text();
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(html).toContain("Mirá este hotel");
    expect(html).toContain("&#60;b&#62;no es HTML&#60;/b&#62;");
    expect(html).not.toContain("<b>no es HTML</b>");
  });

  it("requires from and to for the PDF variant ('Campo requerido'), to for an anonymous plain mail", async () => {
    const { tab } = await demoSession();
    const noFrom = await tab.post("/hotel/emailPDF", { ...share, from: "" });
    expect(noFrom.status).toBe(400);
    expect(noFrom.json).toMatchObject({ field: "from", error: `from: ${FIELD_REQUIRED}` });
    expect((await tab.post("/hotel/emailPDF", { ...share, to: null })).json.field).toBe("to");
    expect((await tab.post("/hotel/email", { ...share, to: undefined })).json.field).toBe("to");
    expect((await tab.post("/hotel/email", { ...share, to: "not-an-email" })).json.field).toBe("to");
    expect((await tab.post("/hotel/email", { ...share, tripadvisor: {} })).json.field).toBe("tripadvisor");
    expect((await tab.post("/hotel/email", { ...share, subject: undefined })).json.field).toBe("subject");
  });

  it("sends a logged-in user's plain mail to themselves when no recipient is given", async () => {
    const { tab } = await demoSession("agente");
    const reply = await tab.post("/hotel/email", { ...share, from: undefined, to: undefined });
    expect(reply.status).toBe(200);
    expect((await tab.get("/api/outbox")).json.messages).toMatchObject([{ to: "martin.gomez@rumbosur.example.com" }]);
  });

  it("fails with the spec's text under email-fail and sends nothing", async () => {
    const { tab } = await demoSession();
    const reply = await tab.post("/hotel/email", share, { "x-demo-scenario": "email-fail" });
    expect(reply.status).toBe(500);
    expect(reply.json.error).toBe(SHARE_MESSAGES.failed);
    expect((await tab.get("/api/outbox")).json.messages).toEqual([]);
  });
});
