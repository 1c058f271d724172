import { addDays, dayNumber } from "./days.js";
import type { InventoryRate, InventoryStay } from "./hotelRates.js";
import { demoConvertMinor, minorToDecimal } from "./money.js";
import { chance, intBetween, rngFor } from "./prng.js";

/**
 * A timeline node. Spec 001 §3: "Node: tipo (G free, C with cost), fecha_formated, costo {moneda, precio}".
 * Exported because the hotel routes' declarations name it (their reply types are inferred).
 *
 * @public
 */
export interface InventoryPolicyNode {
  readonly tipo: "G" | "C";
  readonly fecha_formated: string;
  readonly costo: { readonly moneda: string; readonly precio: number };
}

/** The `data` of a politics reply, by the spec's field names (spec 001 §3 "Cancellation policy"). */
export interface InventoryPolicy {
  readonly cancelacion: {
    readonly tipo_cancelacion: { readonly codigo: "G" | "C" | "NR"; readonly texto: string };
    readonly durante: string;
    readonly nodos: readonly InventoryPolicyNode[];
    readonly comentarios_gastos_cancelacion: string;
    readonly no_presentacion: { readonly exists: boolean };
    readonly currencyCodeCondition: string;
    readonly priceConditions: number;
  };
  readonly modificacion?: {
    readonly tipo_modificacion: { readonly codigo: "G" | "C" | "NR"; readonly texto: string };
    readonly durante: string;
    readonly nodos: readonly InventoryPolicyNode[];
    readonly comentarios_gastos_modificacion: string;
  } | null;
  readonly checkIn: string;
  readonly paymentDate: string;
  readonly deadline: string;
  readonly supplierComments: readonly { readonly value: string }[];
  readonly aclaracion: string;
  readonly contractPreferencesHotel: { readonly showPaymentDate: boolean; readonly showExpirationDate: boolean };
}

/**
 * Formats a `YYYY-MM-DD` date with the moment-style tokens the politics path carries (`DD/MM/YYYY`, `YYYY-MM-DD`,
 * `DD-MM-YYYY HH:mm`…). Unknown characters are kept; times are midnight.
 */
const formatMomentDate = (date: string, format: string): string =>
  format.replace(/YYYY|YY|MM|DD|HH|mm/g, (token) => {
    switch (token) {
      case "YYYY":
        return date.slice(0, 4);
      case "YY":
        return date.slice(2, 4);
      case "MM":
        return date.slice(5, 7);
      case "DD":
        return date.slice(8, 10);
      default:
        return "00";
    }
  });

/** The languages the demo API writes its policy texts in (the request's `ml` cookie). */
type PolicyLanguage = "es" | "en" | "pt";

// A real supplier answers in the language asked: every text of a policy, per language.
const TEXTS = {
  es: {
    cancellation: { G: "Cancelación gratuita", C: "Cancelación con gastos", NR: "Tarifa no reembolsable" },
    modification: { G: "Modificación gratuita", C: "Modificación con gastos", NR: "No admite modificaciones" },
    until: (date: string) => `Hasta el ${date}`,
    fromBooking: "Desde la reserva",
    modificationComments: "Las modificaciones están sujetas a disponibilidad y a la tarifa vigente.",
    nonRefundable: "Esta tarifa no admite reembolso.",
    costComments: "Los gastos se calculan sobre el total de la estadía en la moneda de la reserva.",
    checkInTime: (supplier: string) => `${supplier}: la habitación se entrega a partir de las 14:00 hs.`,
    localTime: "Las políticas se muestran en la hora local del destino.",
  },
  en: {
    cancellation: { G: "Free cancellation", C: "Cancellation with charges", NR: "Non-refundable rate" },
    modification: { G: "Free modification", C: "Modification with charges", NR: "No modifications allowed" },
    until: (date: string) => `Until ${date}`,
    fromBooking: "From booking",
    modificationComments: "Modifications are subject to availability and the current rate.",
    nonRefundable: "This rate cannot be refunded.",
    costComments: "Charges are worked out on the whole stay, in the booking's currency.",
    checkInTime: (supplier: string) => `${supplier}: the room is ready from 14:00.`,
    localTime: "Policies are shown in the destination's local time.",
  },
  pt: {
    cancellation: { G: "Cancelamento gratuito", C: "Cancelamento com custos", NR: "Tarifa não reembolsável" },
    modification: { G: "Modificação gratuita", C: "Modificação com custos", NR: "Não permite modificações" },
    until: (date: string) => `Até ${date}`,
    fromBooking: "Desde a reserva",
    modificationComments: "As modificações estão sujeitas à disponibilidade e à tarifa vigente.",
    nonRefundable: "Esta tarifa não permite reembolso.",
    costComments: "Os custos são calculados sobre o total da estadia, na moeda da reserva.",
    checkInTime: (supplier: string) => `${supplier}: o quarto é entregue a partir das 14:00.`,
    localTime: "As políticas são mostradas no horário local do destino.",
  },
} as const;

/**
 * The cancellation and modification policy of a rate, as of `today`, in `currency`.
 *
 * - `G`: free until a deadline between 1 and 30 days before check-in (never before today), then one or two cost
 *   nodes (one night, then the whole stay).
 * - `C`: a cost from today (one night), the whole stay from a later date.
 * - `NR`: the whole stay from today.
 * The no-show flag, modification rules (none, free, with cost), payment and expiration dates and supplier comments
 * vary per rate. Its texts are in `language` (es when not given), as a supplier answers the language asked.
 */
export const inventoryHotelPolicy = (
  seed: number,
  rate: InventoryRate,
  stay: InventoryStay,
  today: string,
  currency: string,
  momentFormat: string,
  language: PolicyLanguage = "es",
): InventoryPolicy => {
  const texts = TEXTS[language];
  const rng = rngFor(seed, "policy", rate.tripProductId);
  const total = minorToDecimal(demoConvertMinor(rate.totalUsdMinor, currency));
  const oneNight = minorToDecimal(
    demoConvertMinor(Math.round(rate.totalUsdMinor / Math.max(1, rate.nights)), currency),
  );
  const fmt = (date: string) => formatMomentDate(date, momentFormat);
  const latest = (date: string) => (dayNumber(date) < dayNumber(today) ? today : date);
  const cost = (precio: number) => ({ moneda: currency, precio });
  const nodes: InventoryPolicyNode[] = [];
  let deadline = today;
  if (rate.policyKind === "G") {
    deadline = latest(addDays(stay.checkIn, -intBetween(rng, 1, 30)));
    nodes.push({ tipo: "G", fecha_formated: fmt(today), costo: cost(0) });
    const firstCost = addDays(deadline, 1);
    nodes.push({ tipo: "C", fecha_formated: fmt(firstCost), costo: cost(oneNight) });
    if (dayNumber(firstCost) < dayNumber(stay.checkIn) - 1) {
      nodes.push({ tipo: "C", fecha_formated: fmt(addDays(stay.checkIn, -1)), costo: cost(total) });
    }
  } else if (rate.policyKind === "C") {
    nodes.push({ tipo: "C", fecha_formated: fmt(today), costo: cost(oneNight) });
    const later = latest(addDays(stay.checkIn, -intBetween(rng, 1, 7)));
    if (later !== today) nodes.push({ tipo: "C", fecha_formated: fmt(later), costo: cost(total) });
  } else {
    nodes.push({ tipo: "C", fecha_formated: fmt(today), costo: cost(total) });
  }
  const modificationKind: "G" | "C" | "NR" = rate.policyKind === "NR" ? "NR" : chance(rng, 0.5) ? "G" : "C";
  const modification = chance(rng, 0.7)
    ? {
        tipo_modificacion: {
          codigo: modificationKind,
          texto: texts.modification[modificationKind],
        },
        durante: modificationKind === "G" ? texts.until(fmt(deadline)) : texts.fromBooking,
        nodos:
          modificationKind === "G"
            ? [
                { tipo: "G" as const, fecha_formated: fmt(today), costo: cost(0) },
                { tipo: "C" as const, fecha_formated: fmt(addDays(deadline, 1)), costo: cost(oneNight) },
              ]
            : [
                {
                  tipo: "C" as const,
                  fecha_formated: fmt(today),
                  costo: cost(modificationKind === "NR" ? total : oneNight),
                },
              ],
        comentarios_gastos_modificacion: texts.modificationComments,
      }
    : null;
  const paymentDate = latest(addDays(deadline, -intBetween(rng, 0, 3)));
  return {
    cancelacion: {
      tipo_cancelacion: { codigo: rate.policyKind, texto: texts.cancellation[rate.policyKind] },
      durante: rate.policyKind === "G" ? texts.until(fmt(deadline)) : texts.fromBooking,
      nodos: nodes,
      comentarios_gastos_cancelacion: rate.policyKind === "NR" ? texts.nonRefundable : texts.costComments,
      no_presentacion: { exists: rate.noShow },
      currencyCodeCondition: currency,
      priceConditions: total,
    },
    ...(modification === null ? {} : { modificacion: modification }),
    checkIn: fmt(stay.checkIn),
    paymentDate: fmt(paymentDate),
    deadline: fmt(deadline),
    supplierComments: chance(rng, 0.6) ? [{ value: texts.checkInTime(rate.supplier.name) }] : [],
    aclaracion: texts.localTime,
    contractPreferencesHotel: { showPaymentDate: chance(rng, 0.7), showExpirationDate: chance(rng, 0.7) },
  };
};
