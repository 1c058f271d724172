import { type HotelSearchState, hotelResultsOptionsDefault, hotelSearchFiltersDefault } from "@travesia/core";

/**
 * A hotel search for two adults in one room, 12 to 15 January 2027, with the default filters and options: what the
 * hotel picks hooks (compare, PDF) key their stored choice on. Only the destination varies, since a pick belongs to
 * one search and starts over for another.
 */
export const hotelSearchState = (destination: string) =>
  ({
    route: {
      destination: { _tag: "DestinationCode", id: destination },
      checkIn: "2027-01-12",
      checkOut: "2027-01-15",
      rooms: [{ adults: 2, children: 0, ages: [] }],
      options: hotelResultsOptionsDefault,
    },
    filters: hotelSearchFiltersDefault,
  }) as unknown as HotelSearchState;
