import { BREAKPOINTS } from "../shell/breakpoints.js";

/** The share addresses of the social networks (their documented, key-free share endpoints). */
export const HOTEL_SHARE_ENDPOINTS = {
  facebook: "https://www.facebook.com/sharer/sharer.php",
  twitter: "https://twitter.com/intent/tweet",
  whatsapp: "https://wa.me/",
} as const;

/** The share links of a hotel: WhatsApp only on small screens (spec 001 §2). */
export interface HotelShareLinks {
  readonly facebook: string;
  readonly twitter: string;
  /** Null from the tablet width up (spec 001 §2 "whatsapp on small screens"). */
  readonly whatsapp: string | null;
}

/**
 * Facebook, Twitter and (on phones, below `BREAKPOINTS.phone`) WhatsApp links sharing a hotel's page (spec
 * 001 §2 "share (facebook, twitter, e-mail with or without PDF, whatsapp on small screens)"). `url` is the hotel's
 * absolute address; the name goes in the tweet's and the message's text.
 *
 * @example hotelShareLinks({ url: "https://t.example/hotel/details/plaza/1/2027-01-02/2027-01-05/2-0/MAD", hotelName: "Plaza", viewportWidth: 390 }).whatsapp
 * // "https://wa.me/?text=Plaza%20https%3A%2F%2Ft.example%2Fhotel%2Fdetails%2Fplaza%2F1%2F2027-01-02%2F2027-01-05%2F2-0%2FMAD"
 */
export const hotelShareLinks = (input: {
  readonly url: string;
  readonly hotelName: string;
  readonly viewportWidth: number;
}): HotelShareLinks => {
  const url = encodeURIComponent(input.url);
  const name = encodeURIComponent(input.hotelName);
  return {
    facebook: `${HOTEL_SHARE_ENDPOINTS.facebook}?u=${url}`,
    twitter: `${HOTEL_SHARE_ENDPOINTS.twitter}?text=${name}&url=${url}`,
    whatsapp:
      input.viewportWidth < BREAKPOINTS.phone
        ? `${HOTEL_SHARE_ENDPOINTS.whatsapp}?text=${encodeURIComponent(`${input.hotelName} ${input.url}`)}`
        : null,
  };
};
