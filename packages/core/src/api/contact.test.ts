import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
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
schemaLaws("NewsletterReply", NewsletterReply, arbFromSchema(NewsletterReply), [
  { success: true },
  { success: false, errors: ["El email ya está suscripto"] },
]);
schemaLaws("HotelShareEmailRequest", HotelShareEmailRequest, arbFromSchema(HotelShareEmailRequest), [
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
schemaLaws("HotelShareEmailReply", HotelShareEmailReply, arbFromSchema(HotelShareEmailReply), [
  { done: true, message: "Enviado", id: "7", attachment: null },
  { done: true },
]);
schemaLaws("HotelFavouriteReply", HotelFavouriteReply, arbFromSchema(HotelFavouriteReply), [
  { done: true, favourite: true, message: "El hotel se ha agregado a sus favoritos!" },
]);
schemaLaws("HotelFavouritesReply", HotelFavouritesReply, arbFromSchema(HotelFavouritesReply), [
  { done: true, hotelIds: ["100000"] },
]);
