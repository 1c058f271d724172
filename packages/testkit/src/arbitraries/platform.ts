import type {
  AlertsSummaryReply,
  Budget,
  BudgetAddProductReply,
  BudgetAddProductRequest,
  BudgetCreateReply,
  BudgetCreateRequest,
  BudgetDraft,
  BudgetFilterRequest,
  BudgetListReply,
  CustomLocalesReply,
  DefaulterMessageReply,
  DownloadFileReply,
  HeaderCountersReply,
  HotelPdfMultiRequest,
  HotelShareEmailRequest,
  NewsletterReply,
  NotificationCounter,
  PortalConfigReply,
  PortalFooterReply,
  PortalHeaderReply,
  PortalImageReply,
  PortalUser,
  ProfileLanguagesReply,
  RealtimeYouEvent,
  TripDraft,
  VoucherRequest,
} from "@travesia/core";
import fc from "fast-check";
import {
  arbApiCount,
  arbApiDate,
  arbApiDecimal,
  arbApiId,
  arbApiText,
  arbApiUrl,
  arbCurrencyCode,
  arbStruct,
} from "./arbStruct.js";
import { arbCurrency } from "./currency.js";
import { arbPortalFeatureFlags } from "./hotelSearch.js";

const small = { maxLength: 3 };
const arbName = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ ]{1,20}$/);
const arbEmail = fc.emailAddress();

/** The new-budget form, valid per spec 000 §5 (≤ 150 characters, names letters and spaces). */
export const arbBudgetDraft: fc.Arbitrary<BudgetDraft> = arbStruct(
  { title: fc.string({ minLength: 1, maxLength: 150 }), firstName: arbName, lastName: arbName },
  { comments: arbApiText },
);

/** A budget with up to 3 items. */
export const arbBudget: fc.Arbitrary<Budget> = fc
  .tuple(
    arbBudgetDraft,
    arbStruct(
      { quotationId: arbApiId },
      {
        timeFromNow: fc.constantFrom("hace 5 minutos", "hace 2 horas", "hace 3 días"),
        items: fc.array(
          arbStruct(
            { id: arbApiId, product: fc.constantFrom("hotel", "flight", "flightHotel", "activity", "transfer") },
            {
              rateId: arbApiId,
              title: arbApiText,
              price: fc.record({ amount: arbApiDecimal, currency: arbCurrencyCode }),
              parameters: fc.dictionary(fc.constantFrom("children", "date"), arbApiText, { maxKeys: 2 }),
              occupancy: fc.constantFrom("2-0", "2-1:5"),
              destinationId: arbApiId,
              alternativeProductIds: fc.array(arbApiId, small),
              addedAt: fc.constant("2026-11-21T12:00:00.000Z"),
            },
          ),
          small,
        ),
        active: fc.boolean(),
        kind: fc.constantFrom("budget" as const, "trip" as const),
        isoCountryCode: fc.constantFrom("AR", "BR", "UY"),
        createdAt: fc.constant("2026-11-20T09:30:00.000Z"),
        updatedAt: fc.constant("2026-11-21T12:00:00.000Z"),
      },
    ),
  )
  .map(([draft, rest]) => ({ ...draft, ...rest }));

/** A budget list, search or filter reply. */
export const arbBudgetListReply: fc.Arbitrary<BudgetListReply> = arbStruct(
  { done: fc.boolean(), budgets: fc.array(arbBudget, { maxLength: 6 }) },
  { budgets_count: arbApiCount, page: fc.integer({ min: 1, max: 20 }), pages: fc.integer({ min: 0, max: 20 }) },
);

/** The create payload. */
export const arbBudgetCreateRequest: fc.Arbitrary<BudgetCreateRequest> = fc.record({ budget: arbBudgetDraft });

/** The create reply: the budget, or a 409 message. */
export const arbBudgetCreateReply: fc.Arbitrary<BudgetCreateReply> = arbStruct(
  { done: fc.boolean() },
  { budgetId: arbApiId, budget: arbBudget, message: arbApiText },
);

/** A filter payload. */
export const arbBudgetFilterRequest: fc.Arbitrary<BudgetFilterRequest> = arbStruct(
  {},
  {
    text: arbApiText,
    firstName: arbName,
    lastName: arbName,
    from: arbApiDate,
    to: arbApiDate,
    page: fc.integer({ min: 1, max: 20 }),
  },
);

/** An add-product payload (hotel, flight or activity). */
export const arbBudgetAddProductRequest: fc.Arbitrary<BudgetAddProductRequest> = arbStruct(
  {
    product: fc.constantFrom("hotel", "flight", "flightHotel", "activity", "transfer"),
    rateId: arbApiId,
    budgetId: arbApiId,
    parameters: fc.dictionary(fc.constantFrom("children", "date", "checkIn", "checkOut"), arbApiText, { maxKeys: 3 }),
    occupancy: fc.constantFrom("2-0", "2-1:5", "1-0,2-2:3-8"),
  },
  { destinationId: arbApiId, alternativeProductIds: fc.array(arbApiId, small) },
);

/** An add-product reply with or without notifications. */
export const arbBudgetAddProductReply: fc.Arbitrary<BudgetAddProductReply> = arbStruct(
  {},
  {
    done: fc.boolean(),
    added: fc.boolean(),
    alreadyThere: fc.boolean(),
    itemId: arbApiId,
    budgetId: arbApiId,
    notifications: fc.option(arbStruct({}, { deadlineReached: fc.boolean(), outOfLimit: fc.boolean() }), { nil: null }),
    alternativeRate: fc.boolean(),
  },
);

/** A draft trip. */
export const arbTripDraft: fc.Arbitrary<TripDraft> = arbStruct(
  { id: arbApiId },
  { isoCountryCode: fc.constantFrom("AR", "BR", "UY", "CL") },
);

/** The current user. */
export const arbPortalUser: fc.Arbitrary<PortalUser> = arbStruct(
  { id: arbApiId, products: fc.subarray(["air", "htl", "act", "trf"]) },
  {
    firstName: arbName,
    lastName: arbName,
    username: arbApiId,
    email: arbEmail,
    agencyName: arbApiText,
    agency: fc.option(fc.record({ code: arbApiId, name: arbApiText }), { nil: null }),
    portalType: fc.constantFrom("B2B", "B2C"),
    portalId: arbApiId,
    onlyWithoutCancellationFees: fc.boolean(),
    outOfLimit: fc.boolean(),
    guest: fc.boolean(),
  },
);

/** A NOT/ALT/CRD counter. */
export const arbNotificationCounter: fc.Arbitrary<NotificationCounter> = arbStruct(
  { type: fc.constantFrom("NOT" as const, "ALT" as const, "CRD" as const) },
  { quantity: arbApiCount, unread: arbApiCount },
);

/** Header counters, with or without the NOT/ALT/CRD counters. */
export const arbHeaderCountersReply: fc.Arbitrary<HeaderCountersReply> = arbStruct(
  { bookings: arbApiCount, alerts: arbApiCount, budgets: arbApiCount, messages: arbApiCount },
  { notifications: fc.array(arbNotificationCounter, small) },
);

/** The real-time 'you' event: the unread inbox messages, with or without the header counters. */
export const arbRealtimeYouEvent: fc.Arbitrary<RealtimeYouEvent> = arbStruct(
  { unread: fc.array(fc.record({ id: arbApiId, subject: arbApiText, date: arbApiDate }), small) },
  { counters: arbHeaderCountersReply },
);

/** An alerts summary. */
export const arbAlertsSummaryReply: fc.Arbitrary<AlertsSummaryReply> = arbStruct(
  {
    counts: fc.array(arbNotificationCounter, small),
    alerts: fc.array(
      arbStruct(
        { id: arbApiId, message: arbApiText },
        {
          type: fc.constantFrom("NOT" as const, "ALT" as const, "CRD" as const),
          date: arbApiDate,
          level: fc.constantFrom("info", "warning"),
        },
      ),
      small,
    ),
  },
  { done: fc.boolean() },
);

const arbLink = fc.record({ label: arbApiText, url: arbApiUrl });

/** A header reply. */
export const arbPortalHeaderReply: fc.Arbitrary<PortalHeaderReply> = arbStruct(
  {},
  {
    logoUrl: arbApiUrl,
    userName: arbApiText,
    counters: arbHeaderCountersReply,
    budgets: fc.array(arbBudget, small),
    budgets_count: arbApiCount,
    maintenance: arbStruct({ show: fc.boolean(), freezing: fc.boolean() }, { message: arbApiText }),
    chat: fc.record({ title: arbApiText, message: arbApiText, actionLabel: arbApiText, actionUrl: arbApiUrl }),
    links: fc.array(arbLink, small),
    loggedIn: fc.boolean(),
    portal: fc.record({ id: arbApiId, name: arbApiText, portalType: fc.constantFrom("B2B", "B2C") }),
    languages: fc.array(arbStruct({ name: arbApiText, languageId: arbApiId }, { id: arbApiId }), small),
    currency: arbCurrency,
  },
);

/** A footer reply. */
export const arbPortalFooterReply: fc.Arbitrary<PortalFooterReply> = arbStruct(
  { links: fc.array(arbLink, small) },
  { social: fc.array(arbLink, small), copyright: arbApiText },
);

/** A home or main image reply. */
export const arbPortalImageReply: fc.Arbitrary<PortalImageReply> = arbStruct(
  { done: fc.boolean() },
  { imgUrl: fc.record({ image: arbApiUrl, original: arbApiUrl }) },
);

/** An arrears reply. */
export const arbDefaulterMessageReply: fc.Arbitrary<DefaulterMessageReply> = fc.record({
  error: fc.boolean(),
  messages: fc.array(fc.record({ message: arbApiText, msgLevel: fc.constantFrom("info", "warning", "danger") }), small),
});

const arbLang = fc.constantFrom("es", "en", "pt", "es-AR", "pt-BR", "es-custom");

/** A custom locales reply. */
export const arbCustomLocalesReply: fc.Arbitrary<CustomLocalesReply> = fc.record({
  enabled: fc.array(fc.record({ id: arbLang, name: fc.constantFrom("Español", "Inglés", "Portugués") }), small),
  custom: fc.array(
    fc.record({
      id: arbLang,
      name: arbApiText,
      base: fc.constantFrom("es", "en", "pt"),
      overwrite: fc.dictionary(fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,8})?$/), arbApiText, { maxKeys: 4 }),
    }),
    small,
  ),
});

/** A profile languages reply. */
export const arbProfileLanguagesReply: fc.Arbitrary<ProfileLanguagesReply> = fc.array(
  fc.record({ name: fc.constantFrom("Español", "Inglés", "Portugués"), languageId: arbLang }),
  small,
);

/** A portal configuration with every flag sometimes present. */
export const arbPortalConfigReply: fc.Arbitrary<PortalConfigReply> = fc
  .tuple(
    arbPortalFeatureFlags,
    arbStruct(
      {},
      {
        id: arbApiId,
        availabilityType: fc.constantFrom("CNF", "ALL", "ORQ"),
        allowSupplierSelection: fc.boolean(),
        showSegmentsTypesFilter: fc.boolean(),
        hotelResultAsyncTimeout: fc.integer({ min: 0, max: 120 }),
        voucherNewFlow: fc.boolean(),
      },
    ),
  )
  .map(([flags, rest]) => ({ ...flags, ...rest }));

/** A newsletter reply. */
export const arbNewsletterReply: fc.Arbitrary<NewsletterReply> = arbStruct(
  { success: fc.boolean() },
  { errors: fc.array(arbApiText, small) },
);

/** A share e-mail payload, with or without from/to (PDF variant). */
export const arbHotelShareEmailRequest: fc.Arbitrary<HotelShareEmailRequest> = arbStruct(
  {
    subject: arbApiText,
    body: arbApiText,
    hotelname: arbApiText,
    hotelUrl: arbApiUrl,
    productId: arbApiId,
    tripadvisor: fc.boolean(),
  },
  { from: arbEmail, to: arbEmail },
);

/** A multi-hotel PDF payload. */
export const arbHotelPdfMultiRequest: fc.Arbitrary<HotelPdfMultiRequest> = fc.record({
  id_h: fc.array(arbApiId, { minLength: 1, maxLength: 5 }),
  tripadvisor: fc.boolean(),
  url: arbApiUrl,
});

/** A voucher payload. */
export const arbVoucherRequest: fc.Arbitrary<VoucherRequest> = fc.record({
  params: arbStruct(
    {
      bookingReferenceId: arbApiId,
      productTypeId: arbApiId,
      itemProductTypeId: arbApiId,
      isDpkg: fc.boolean(),
      forceOffline: fc.boolean(),
    },
    { email: arbEmail },
  ),
});

/** A PDF or voucher reply. */
export const arbDownloadFileReply: fc.Arbitrary<DownloadFileReply> = arbStruct(
  { done: fc.boolean() },
  { file: arbApiUrl, offline: fc.boolean() },
);
