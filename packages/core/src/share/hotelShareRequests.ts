import type { HotelShareEmailRequest } from "../api/contact.js";
import type { HotelPdfMultiRequest, HotelPdfRequest } from "../api/downloads.js";
import type { HotelCluster } from "../api/hotelCluster.js";
import { type AccommodationDetailRoute, hotelNameSlug } from "../routes/accommodationDetailUrl.js";
import { formatDestinationId } from "../routes/destinationId.js";
import type { HotelResultsRoute } from "../routes/hotelResultsUrl.js";
import type { ShareEmailFormValues } from "../validation/shareEmailForm.js";

/**
 * The detail page of a results card's hotel for the search's stay (spec 001 §2 "Hotel detail"): what share links,
 * mails and the hotel PDF point at. The destination request code is the cluster's, else the search's destination.
 *
 * @example buildHotelDetailUrl(hotelDetailRouteOf(cluster, search.route)) // "/hotel/details/plaza/1/2027-01-02/2027-01-05/2-0/MAD"
 */
export const hotelDetailRouteOf = (
  hotel: Pick<HotelCluster, "name" | "hotelDetailId" | "destination">,
  route: Pick<HotelResultsRoute, "destination" | "checkIn" | "checkOut" | "rooms">,
): AccommodationDetailRoute => ({
  slug: hotelNameSlug(hotel.name),
  id: hotel.hotelDetailId,
  checkIn: route.checkIn,
  checkOut: route.checkOut,
  occupancy: route.rooms,
  destinationRequestCode: hotel.destination?.requestCode ?? formatDestinationId(route.destination),
  baseRate: null,
});

/** What a share or a PDF says about the hotel: its name, id, page and whether to include the review-site rating. */
export interface HotelShareTarget {
  readonly hotelName: string;
  readonly hotelId: string;
  /** The hotel's detail page, absolute (origin + path), as the mail and the networks link it. */
  readonly hotelUrl: string;
  /** Include the review-site rating (spec 001 §7 `tripadvisor`; on when the portal shows it). */
  readonly tripadvisor: boolean;
}

/**
 * The payload of `POST /hotel/email` or `POST /hotel/emailPDF` (spec 001 §3 "Share e-mail: from, to, subject, body,
 * hotelname, hotel url, productId, tripadvisor"): addresses trimmed and left out when blank (the plain mail may name
 * none), `productId` the hotel's id.
 *
 * @example hotelShareEmailRequest({ from: "", to: " b@c.com ", subject: "", body: "Mira", withPdf: false }, target)
 * // { to: "b@c.com", subject: "", body: "Mira", hotelname: "Plaza", hotelUrl: "https://…", productId: "1", tripadvisor: true }
 */
export const hotelShareEmailRequest = (
  values: ShareEmailFormValues,
  target: HotelShareTarget,
): HotelShareEmailRequest => {
  const from = values.from.trim();
  const to = values.to.trim();
  return {
    ...(from === "" ? {} : { from }),
    ...(to === "" ? {} : { to }),
    subject: values.subject.trim(),
    body: values.body,
    hotelname: target.hotelName,
    hotelUrl: target.hotelUrl,
    productId: target.hotelId,
    tripadvisor: target.tripadvisor,
  };
};

/** The most rates one hotel PDF prints (the detail page's "see other rates" can show many more). */
export const HOTEL_PDF_MAX_RATES = 10;

/**
 * The payload of `POST /hotel/pdf {url, tripadvisor}` (spec 001 §7). Decision: `url` is the hotel's detail page with
 * `rates={id,id,…}`, the trip product ids of the rates the visitor has in view (a card's first three, spec 001 §2; at most
 * {@link HOTEL_PDF_MAX_RATES}, each once),
 * so that the PDF prints the hotel, those rates and their cancellation policies.
 *
 * @example hotelPdfRequest("/hotel/details/plaza/1/2027-01-02/2027-01-05/2-0/MAD", ["T1", "T2"], false)
 * // { url: "/hotel/details/plaza/1/2027-01-02/2027-01-05/2-0/MAD?rates=T1%2CT2", tripadvisor: false }
 */
export const hotelPdfRequest = (
  detailUrl: string,
  rateIds: readonly string[],
  tripadvisor: boolean,
): HotelPdfRequest => {
  const shown = [...new Set(rateIds.filter((id) => id !== ""))].slice(0, HOTEL_PDF_MAX_RATES);
  if (shown.length === 0) return { url: detailUrl, tripadvisor };
  const separator = detailUrl.includes("?") ? "&" : "?";
  return { url: `${detailUrl}${separator}rates=${encodeURIComponent(shown.join(","))}`, tripadvisor };
};

/**
 * The payload of `POST /hotel/pdf/multi {id_h, tripadvisor, url}` (spec 001 §7): the chosen hotels' ids in the
 * order they were chosen, each once, and the results URL for the stay.
 *
 * @example hotelPdfMultiRequest("/hotel/results/MAD/2027-01-02/2027-01-05/2-0", ["7", "3", "7"], true)
 * // { id_h: ["7", "3"], tripadvisor: true, url: "/hotel/results/MAD/2027-01-02/2027-01-05/2-0" }
 */
export const hotelPdfMultiRequest = (
  resultsUrl: string,
  hotelIds: readonly string[],
  tripadvisor: boolean,
): HotelPdfMultiRequest => ({ id_h: [...new Set(hotelIds)], tripadvisor, url: resultsUrl });

/** True when the multi-hotel PDF can be asked for: at least one hotel chosen. */
export const hotelPdfSelectionReady = (selection: readonly string[]): boolean => selection.length > 0;
