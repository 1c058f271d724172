import { fc } from "@fast-check/vitest";
import { arbHotelShareEmailRequest, arbNewsletterReply } from "@travesia/testkit/arbitraries";
import { HotelDoneReply, HotelShareEmailRequest, NewsletterReply, NewsletterRequest } from "./contact.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws(
  "NewsletterRequest",
  NewsletterRequest,
  fc.emailAddress().map((email) => ({ email })),
  [{ email: "ana@example.com" }],
);
schemaLaws("NewsletterReply", NewsletterReply, arbNewsletterReply, [
  { success: true },
  { success: false, errors: ["El email ya está suscripto"] },
]);
schemaLaws("HotelShareEmailRequest", HotelShareEmailRequest, arbHotelShareEmailRequest, [
  {
    from: "agente@example.com",
    to: "cliente@example.com",
    subject: "Hotel Alvear",
    body: "Te comparto este hotel",
    hotelname: "Hotel Alvear",
    hotelUrl: "https://travesia.example/hotel/details/alvear/HD-77/2026-12-01/2026-12-05/2/BUE-AR",
    productId: "HD-77",
    tripadvisor: true,
  },
]);
schemaLaws("HotelDoneReply", HotelDoneReply, fc.record({ done: fc.boolean() }), [{ done: true }]);
