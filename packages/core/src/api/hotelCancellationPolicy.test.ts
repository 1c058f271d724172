import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  HotelCancellationPolicy,
  HotelPolicyNode,
  HotelPoliticsReply,
  HotelQuoteReply,
  HouseQuoteReply,
} from "./hotelCancellationPolicy.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

const samplePolicy = {
  cancelacion: {
    tipo_cancelacion: { codigo: "C", texto: "Cancelación con cargo" },
    durante: "Cancelación gratuita hasta el 28/11/2026",
    nodos: [
      { tipo: "G", fecha_formated: "21/11/2026" },
      { tipo: "C", fecha_formated: "28/11/2026", costo: { moneda: "USD", precio: 120.5 } },
      { tipo: "C", fecha_formated: "01/12/2026", costo: { moneda: "USD", precio: 480 } },
    ],
    comentarios_gastos_cancelacion: "Los gastos se calculan sobre la primera noche.",
    no_presentacion: { exists: true },
    currencyCodeCondition: "USD",
    priceConditions: 480,
  },
  modificacion: {
    tipo_modificacion: { codigo: "G", texto: "Modificación gratuita" },
    durante: "hasta el check-in",
    nodos: [{ tipo: "G", fecha_formated: "21/11/2026" }],
    comentarios_gastos_modificacion: "",
  },
  checkIn: "01/12/2026",
  paymentDate: "25/11/2026",
  deadline: "27/11/2026",
  supplierComments: [{ value: "Late check-out sujeto a disponibilidad." }],
  aclaracion: "Los horarios corresponden a la hora local del hotel.",
  contractPreferencesHotel: { showPaymentDate: true, showExpirationDate: false },
};
const nonRefundable = {
  cancelacion: {
    tipo_cancelacion: { codigo: "NR", texto: "No reembolsable" },
    nodos: [{ tipo: "C", fecha_formated: "21/11/2026", costo: { moneda: "ARS", precio: 250000 } }],
  },
};

schemaLaws("HotelPolicyNode", HotelPolicyNode, arbFromSchema(HotelPolicyNode), samplePolicy.cancelacion.nodos);
schemaLaws("HotelCancellationPolicy", HotelCancellationPolicy, arbFromSchema(HotelCancellationPolicy), [
  samplePolicy,
  nonRefundable,
]);
schemaLaws("HotelPoliticsReply", HotelPoliticsReply, arbFromSchema(HotelPoliticsReply), [
  { status: 200, data: samplePolicy },
  { status: 206, data: { ...nonRefundable, alternativeProductIds: ["TP-2", "TP-3"] } },
]);
schemaLaws("HotelQuoteReply", HotelQuoteReply, arbFromSchema(HotelQuoteReply), [
  { next: "/checkout/passengers/abc" },
  { deadlineReached: true },
  { outOfLimit: true },
  { alternativeRate: true, next: "/checkout/passengers/def" },
]);
schemaLaws("HouseQuoteReply", HouseQuoteReply, arbFromSchema(HouseQuoteReply), [{ next: "/checkout/house/1" }]);

describe("cancellation policy errors", () => {
  it("names the bad node field, Spanish names included", () => {
    expectDecodeFailureAt(
      HotelPoliticsReply,
      {
        status: 200,
        data: { cancelacion: { ...nonRefundable.cancelacion, nodos: [{ tipo: "X", fecha_formated: "" }] } },
      },
      ["data", "cancelacion", "nodos", 0, "tipo"],
    );
    expectDecodeFailureAt(
      HotelCancellationPolicy,
      {
        cancelacion: {
          ...nonRefundable.cancelacion,
          nodos: [{ tipo: "C", fecha_formated: "x", costo: { moneda: "USD" } }],
        },
      },
      ["cancelacion", "nodos", 0, "costo", "precio"],
    );
  });
});
