import { arbFromSchema } from "../test/arbFromSchema.js";
import { DefaulterMessageReply, PortalFooterReply, PortalHeaderReply, PortalImageReply } from "./portalShell.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws("PortalHeaderReply", PortalHeaderReply, arbFromSchema(PortalHeaderReply), [
  {
    logoUrl: "/img/logo.svg",
    userName: "Ana",
    counters: { bookings: 1, alerts: 0, budgets: 3, messages: 2 },
    budgets: [{ quotationId: "1", title: "Caribe", firstName: "Ana", lastName: "Paz", timeFromNow: "hace 1 día" }],
    budgets_count: 3,
    maintenance: { show: true, freezing: false, message: "Mantenimiento programado el domingo." },
    chat: { title: "¿Necesitás ayuda?", message: "Escribinos", actionLabel: "Chatear", actionUrl: "https://wa.me/1" },
  },
  {},
]);
schemaLaws("PortalFooterReply", PortalFooterReply, arbFromSchema(PortalFooterReply), [
  { links: [{ label: "Contacto", url: "/contacto" }], copyright: "© Travesía" },
]);
schemaLaws("PortalImageReply", PortalImageReply, arbFromSchema(PortalImageReply), [
  { done: true, imgUrl: { image: "/img/home/hotel.webp", original: "/img/home/hotel.jpg" } },
  { done: false },
]);
schemaLaws("DefaulterMessageReply", DefaulterMessageReply, arbFromSchema(DefaulterMessageReply), [
  { error: false, messages: [{ message: "Tiene pagos pendientes", msgLevel: "warning" }] },
  { error: true, messages: [] },
]);
