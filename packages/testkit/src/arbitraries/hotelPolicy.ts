import type {
  HotelCancellationPolicy,
  HotelPolicyNode,
  HotelPoliticsReply,
  HotelQuoteReply,
  HouseQuoteReply,
} from "@travesia/core";
import fc from "fast-check";
import { arbApiDate, arbApiDecimal, arbApiId, arbApiText, arbApiUrl, arbCurrencyCode, arbStruct } from "./arbStruct.js";

const arbTypeCode = fc.constantFrom("G" as const, "C" as const, "NR" as const);
const arbPolicyType = fc.record({ codigo: arbTypeCode, texto: arbApiText });

/** A timeline node (spec 001 §3 Node). Free nodes carry no cost more often than not. */
export const arbHotelPolicyNode: fc.Arbitrary<HotelPolicyNode> = arbStruct(
  { tipo: arbTypeCode, fecha_formated: arbApiDate },
  { costo: fc.record({ moneda: arbCurrencyCode, precio: arbApiDecimal }) },
);

const arbNodes = fc.array(arbHotelPolicyNode, { maxLength: 4 });

/** A cancellation policy of every type (G, C, NR), with or without no-show and modification parts. */
export const arbHotelCancellationPolicy: fc.Arbitrary<HotelCancellationPolicy> = arbStruct(
  {
    cancelacion: arbStruct(
      { tipo_cancelacion: arbPolicyType, nodos: arbNodes },
      {
        durante: arbApiText,
        comentarios_gastos_cancelacion: arbApiText,
        no_presentacion: fc.record({ exists: fc.boolean() }),
        currencyCodeCondition: arbCurrencyCode,
        priceConditions: arbApiDecimal,
      },
    ),
  },
  {
    modificacion: arbStruct(
      { tipo_modificacion: arbPolicyType, nodos: arbNodes },
      { durante: arbApiText, comentarios_gastos_modificacion: arbApiText },
    ),
    checkIn: arbApiDate,
    paymentDate: arbApiDate,
    deadline: arbApiDate,
    supplierComments: fc.array(fc.record({ value: arbApiText }), { maxLength: 3 }),
    aclaracion: arbApiText,
    contractPreferencesHotel: fc.record({ showPaymentDate: fc.boolean(), showExpirationDate: fc.boolean() }),
  },
);

/** A politics reply: 200 with a policy, or 206 with the alternative's policy and its product ids. */
export const arbHotelPoliticsReply: fc.Arbitrary<HotelPoliticsReply> = fc.oneof(
  arbHotelCancellationPolicy.map((data) => ({ status: 200, data })),
  fc
    .tuple(arbHotelCancellationPolicy, fc.array(arbApiId, { minLength: 1, maxLength: 3 }))
    .map(([policy, alternativeProductIds]) => ({ status: 206, data: { ...policy, alternativeProductIds } })),
);

/** A quote reply (next, deadlineReached, outOfLimit, alternativeRate; each sometimes absent). */
export const arbHotelQuoteReply: fc.Arbitrary<HotelQuoteReply> = arbStruct(
  {},
  { next: arbApiUrl, deadlineReached: fc.boolean(), outOfLimit: fc.boolean(), alternativeRate: fc.boolean() },
);

/** A house quote reply. */
export const arbHouseQuoteReply: fc.Arbitrary<HouseQuoteReply> = fc.record({ next: arbApiUrl });
