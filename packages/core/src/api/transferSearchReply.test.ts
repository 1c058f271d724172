import { arbFromSchema } from "../test/arbFromSchema.js";
import { schemaLaws } from "./test/schemaLaws.js";
import { TransferSearchReply, TransferSearchRequest } from "./transferSearchReply.js";

const option = {
  id: "trf_EZE_1",
  serviceType: "private",
  vehicle: "minivan",
  seats: 7,
  vehicles: 1,
  luggage: 6,
  supplier: "Remises del Sur",
  price: { amount: 85.5, currency: "USD", basis: "vehicle" },
  waitingMinutes: 60,
  durationMinutes: 45,
  policy: {
    cancelacion: {
      tipo_cancelacion: { codigo: "C", texto: "Con gastos" },
      nodos: [{ tipo: "C", fecha_formated: "28/02/2027", costo: { moneda: "USD", precio: 85.5 } }],
    },
  },
};

schemaLaws("TransferSearchReply", TransferSearchReply, arbFromSchema(TransferSearchReply), [
  { done: true, fromName: "Ezeiza", toName: "Hotel Centro", options: [option] },
  { done: false },
]);
schemaLaws("TransferSearchRequest", TransferSearchRequest, arbFromSchema(TransferSearchRequest), [
  { url: "/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/2027-03-01T0930/2-0/2" },
]);
