import fc from "fast-check";
import type { TransferOption } from "../../api/transferSearchReply.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { arbNonEmptyText, arbRouteRoom } from "../../routes/test/arbitraries.js";
import { TRANSFER_PRICE_BASES, TRANSFER_SERVICE_TYPES, TRANSFER_VEHICLES } from "../transferCodes.js";
import { TRANSFER_SORTS, type TransferFilters } from "../transferFilters.js";
import type { TransferResultsPage } from "../transferResultsUrl.js";
import { TRANSFER_POINT_KINDS, type TransferPoint, type TransferSearch, type TransferWay } from "../transferSearch.js";

const pad = (value: number) => String(value).padStart(2, "0");

/** Any pick-up time `HH:mm`. */
export const arbTransferTime: fc.Arbitrary<string> = fc
  .record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) })
  .map(({ hours, minutes }) => `${pad(hours)}:${pad(minutes)}`);

const arbWay: fc.Arbitrary<TransferWay> = fc.record({ date: arbNearCalendarDate, time: arbTransferTime });

/** Any transfer end, with any text in its code and name. */
export const arbTransferPoint: fc.Arbitrary<TransferPoint> = fc.record({
  kind: fc.constantFrom(...TRANSFER_POINT_KINDS),
  code: arbNonEmptyText,
  name: arbNonEmptyText,
});

/** Any transfer search the URL carries. */
export const arbTransferSearch: fc.Arbitrary<TransferSearch> = fc.record({
  from: arbTransferPoint,
  to: arbTransferPoint,
  outbound: arbWay,
  inbound: fc.option(arbWay, { nil: null }),
  passengers: arbRouteRoom,
  luggage: fc.integer({ min: 0, max: 20 }),
});

const arbUnique = <T>(values: readonly T[]) => fc.subarray([...values]);

/** Any filters the URL carries. */
export const arbTransferFilters: fc.Arbitrary<TransferFilters> = fc.record({
  serviceTypes: arbUnique(TRANSFER_SERVICE_TYPES),
  vehicles: arbUnique(TRANSFER_VEHICLES),
  suppliers: fc.uniqueArray(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  minLuggage: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  priceMin: fc.option(fc.nat(), { nil: null }),
  priceMax: fc.option(fc.nat(), { nil: null }),
});

/** Any transfer results page. */
export const arbTransferResultsPage: fc.Arbitrary<TransferResultsPage> = fc.record({
  search: arbTransferSearch,
  filters: arbTransferFilters,
  sort: fc.constantFrom(...TRANSFER_SORTS),
  page: fc.integer({ min: 1, max: 9999 }),
});

const policy = { cancelacion: { tipo_cancelacion: { codigo: "G" as const, texto: "Gratis" }, nodos: [] } };

/** A transfer offer with a price in whole cents (as the API sends decimals of two places). */
export const arbTransferOption: fc.Arbitrary<TransferOption> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  serviceType: fc.constantFrom(...TRANSFER_SERVICE_TYPES),
  vehicle: fc.constantFrom(...TRANSFER_VEHICLES),
  seats: fc.integer({ min: 1, max: 60 }),
  vehicles: fc.integer({ min: 1, max: 4 }),
  luggage: fc.integer({ min: 0, max: 12 }),
  supplier: fc.constantFrom("Alfa", "Beta", "Gamma"),
  price: fc.record({
    amount: fc.integer({ min: 0, max: 10_000_00 }).map((cents) => cents / 100),
    currency: fc.constant("USD"),
    basis: fc.constantFrom(...TRANSFER_PRICE_BASES),
  }),
  waitingMinutes: fc.integer({ min: 0, max: 90 }),
  durationMinutes: fc.integer({ min: 5, max: 240 }),
  policy: fc.constant(policy),
});
