import { fc } from "@fast-check/vitest";
import {
  arbApiId,
  arbApiText,
  arbHotelShareEmailRequest,
  arbNewsletterReply,
  arbStruct,
} from "@travesia/testkit/arbitraries";
import {
  HotelDoneReply,
  HotelFavouriteReply,
  HotelFavouritesReply,
  HotelShareEmailReply,
  HotelShareEmailRequest,
  NewsletterReply,
  NewsletterRequest,
} from "./contact.js";
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
schemaLaws(
  "HotelShareEmailReply",
  HotelShareEmailReply,
  arbStruct(
    { done: fc.boolean() },
    { message: arbApiText, id: arbApiId, attachment: fc.option(fc.constant("/files/a.pdf"), { nil: null }) },
  ),
  [{ done: true, message: "Enviado", id: "7", attachment: null }, { done: true }],
);
schemaLaws(
  "HotelFavouriteReply",
  HotelFavouriteReply,
  arbStruct({ done: fc.boolean() }, { favourite: fc.boolean(), removed: fc.boolean(), message: arbApiText }),
  [{ done: true, favourite: true, message: "El hotel se ha agregado a sus favoritos!" }],
);
schemaLaws(
  "HotelFavouritesReply",
  HotelFavouritesReply,
  fc.record({ done: fc.boolean(), hotelIds: fc.array(arbApiId, { maxLength: 4 }) }),
  [{ done: true, hotelIds: ["100000"] }],
);
