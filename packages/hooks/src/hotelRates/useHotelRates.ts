import { useMutation, useQuery } from "@tanstack/react-query";
import {
  buildHotelRelatedRatesUrl,
  buildHotelResultsUrl,
  type HotelCluster,
  type HotelRate,
  type HotelResultsLocation,
  hotelAbbreviatedCard,
  hotelInsertMoreOptions,
  hotelMoreOptionsNotice,
} from "@travesia/core";
import { useCallback, useState } from "react";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { pushToast } from "../toasts/toastQueue.js";
import { moreRateOptions, ratesOnDemand } from "./hotelRatesCalls.js";

/** What {@link useHotelRates} returns. */
export interface HotelRatesResult {
  /** `loading` only while a hotel without rates has them asked on demand. */
  readonly status: "loading" | "ready" | "error";
  readonly data: {
    /** The rates shown: the first 3 until `showAll`, more options inserted after their rate. */
    readonly shown: readonly HotelRate[];
    /** `n` of 'VER OTRAS n TARIFAS DISPONIBLES' (0 once every rate shows). */
    readonly hiddenCount: number;
    /** The rate whose 'Más tarifas' call runs, if any. */
    readonly moreOptionsLoading: string | null;
  };
  readonly error: { readonly key: "hotel.searchFailed" } | null;
  readonly actions: {
    readonly showAll: () => void;
    /** 'Más tarifas': `POST /api/v1/hotels/searchMoreRateOptions`, then a toast (core's `hotelMoreOptionsNotice`). */
    readonly moreOptions: (rate: HotelRate) => void;
    /** 'Ver tarifas relacionadas': the related-rates results URL (`baseRate={rate id}`). */
    readonly relatedRatesUrl: (rate: HotelRate) => string;
  };
}

/**
 * The rooms tab's rates of one hotel (spec 001 §2, §4, §7, §9): core's `hotelAbbreviatedCard` picks the first 3;
 * a hotel sent without rates has them asked on demand (the search by `externalHotelReference`); 'Más tarifas'
 * inserts its options after their rate (core's `hotelInsertMoreOptions`).
 *
 * @example const rates = useHotelRates(hotel, search); rates.data.shown.map(...)
 */
export const useHotelRates = (hotel: HotelCluster, search: HotelResultsLocation): HotelRatesResult => {
  const { world, client } = usePortalQuery();
  const path = search.route;
  const onDemand = hotel.rates.length === 0;
  const demand = useQuery(
    {
      queryKey: ["hotelRatesOnDemand", hotel.hotelDetailId, buildHotelResultsUrl(path)],
      queryFn: ({ signal }) => ratesOnDemand(world.api, hotel, path, signal),
      enabled: onDemand,
    },
    client,
  );
  const [inserted, setInserted] = useState<readonly HotelRate[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const rates = inserted ?? (onDemand ? (demand.data ?? []) : hotel.rates);
  const more = useMutation(
    {
      mutationFn: (rate: HotelRate) => moreRateOptions(world.api, hotel, path, rate),
    },
    client,
  );
  const { mutateAsync } = more;
  const moreOptions = useCallback(
    (rate: HotelRate) => {
      void mutateAsync(rate)
        .catch(() => [] as readonly HotelRate[])
        .then((options) => {
          const next = hotelInsertMoreOptions(rates, rate.id, options);
          const notice = hotelMoreOptionsNotice(hotel.name, next.length - rates.length);
          pushToast(world, {
            level: notice.level,
            key: notice.messageKey,
            params: notice.params,
            durationMs: notice.durationMs,
          });
          setInserted(next);
          if (next.length > rates.length) setExpanded(true);
        });
    },
    [mutateAsync, rates, hotel.name, world],
  );
  const card = hotelAbbreviatedCard({ rates });
  const relatedRatesUrl = useCallback((rate: HotelRate) => buildHotelRelatedRatesUrl(path, rate.id), [path]);
  return {
    status:
      onDemand && inserted === null ? (demand.isPending ? "loading" : demand.isError ? "error" : "ready") : "ready",
    data: {
      shown: expanded ? rates : card.visibleRates,
      hiddenCount: expanded ? 0 : card.otherRatesCount,
      moreOptionsLoading: more.isPending && more.variables !== undefined ? more.variables.id : null,
    },
    error: onDemand && demand.isError ? { key: "hotel.searchFailed" } : null,
    actions: { showAll: useCallback(() => setExpanded(true), []), moreOptions, relatedRatesUrl },
  };
};
