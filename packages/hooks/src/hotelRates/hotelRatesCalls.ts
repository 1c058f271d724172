import {
  buildHotelMoreOptionsUrl,
  buildHotelResultsUrl,
  type HotelCluster,
  type HotelRate,
  type HotelResultsRoute,
  type HotelSearchPath,
  hotelMoreRatesEndpoint,
  hotelSearchClusters,
  hotelSearchEndpoint,
} from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";

type Hotel = Pick<HotelCluster, "hotelDetailId" | "omniCode">;

/**
 * The rates of a hotel the search sent without any (spec 001 §2 "Rates are loaded on demand"): the same search
 * narrowed to the hotel (`externalHotelReference`), its cluster's rates.
 */
export const ratesOnDemand = async (
  api: ApiTransport,
  hotel: Hotel,
  route: HotelResultsRoute,
  signal: AbortSignal,
): Promise<readonly HotelRate[]> => {
  const options = { ...route.options, externalHotelReference: hotel.hotelDetailId, baseRate: null };
  const url = buildHotelResultsUrl({ ...route, options });
  const reply = await fetchEndpoint(api, hotelSearchEndpoint, [], { body: { url }, signal });
  return hotelSearchClusters(reply).find((cluster) => cluster.hotelDetailId === hotel.hotelDetailId)?.rates ?? [];
};

/**
 * A rate's more options (spec 001 §7): `POST /api/v1/hotels/searchMoreRateOptions` with the search path and the
 * query omniCodes, roomHash, board, avoidResponseSummary, avoidHotelExtraInfo; the reply's rates of this hotel.
 */
export const moreRateOptions = async (
  api: ApiTransport,
  hotel: Hotel,
  route: HotelResultsRoute,
  rate: Pick<HotelRate, "roomsHash" | "board">,
): Promise<readonly HotelRate[]> => {
  const query = {
    omniCodes: hotel.omniCode === undefined ? [] : [hotel.omniCode],
    roomHash: rate.roomsHash ?? "",
    ratesPage: null,
    board: rate.board.code,
    avoidResponseSummary: true,
    avoidHotelExtraInfo: true,
  };
  const url = buildHotelMoreOptionsUrl({ path: route, query });
  const reply = await fetchEndpoint(api, hotelMoreRatesEndpoint, [], { body: { url } });
  return reply.hotels.find((cluster) => cluster.hotelDetailId === hotel.hotelDetailId)?.rates ?? [];
};

/**
 * Page `page` of 10 of a cluster's rates on demand (spec 001 §2 "'Ver más' loading the next page of rates (10 per
 * page)"; `hotelsV2TariffOnDemand`): `POST /api/v1/hotels/searchMoreRateOptions` with the search path, the hotel's
 * omniCode and `ratesPage`; the reply's rates of this hotel.
 */
export const ratesOnDemandPage = async (
  api: ApiTransport,
  hotel: Hotel,
  path: HotelSearchPath,
  page: number,
  signal: AbortSignal,
): Promise<readonly HotelRate[]> => {
  const query = {
    omniCodes: hotel.omniCode === undefined ? [] : [hotel.omniCode],
    roomHash: null,
    ratesPage: page,
    board: null,
    avoidResponseSummary: true,
    avoidHotelExtraInfo: true,
  };
  const url = buildHotelMoreOptionsUrl({ path, query });
  const reply = await fetchEndpoint(api, hotelMoreRatesEndpoint, [], { body: { url }, signal });
  return reply.hotels.find((cluster) => cluster.hotelDetailId === hotel.hotelDetailId)?.rates ?? [];
};
