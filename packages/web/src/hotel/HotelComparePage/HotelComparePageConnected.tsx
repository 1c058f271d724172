import { buildHotelSearchUrl } from "@travesia/core";
import { useHotelComparison, usePortalStore } from "@travesia/hooks";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { HotelComparePage } from "./HotelComparePage";

/**
 * `/hotel/compare/{ids}/{search…}[?name][&view=client]` wired to `useHotelComparison`. An agent (a B2B portal, or a
 * reply carrying the agency's facts) is offered the client-safe version and shares its link; anyone else shares the
 * page's own link.
 */
export const HotelComparePageConnected = () => {
  const location = useLocation();
  const url = `${location.pathname}${location.search}`;
  const comparison = useHotelComparison(url);
  const portalType = usePortalStore("config", (state) => state.portalType);
  const [copied, setCopied] = useState(false);
  const { location: where, view, clientUrl, fullUrl } = comparison.data;
  const agent = portalType === "B2B" || view?.showsInternal === true;
  const client = where?.audience === "client";
  const shared = agent && !client ? clientUrl : url;
  const shareUrl = where === null || shared === null ? null : new URL(shared, window.location.origin).href;
  return (
    <HotelComparePage
      status={comparison.status}
      view={view}
      stay={
        where === null
          ? null
          : {
              destination: where.destinationName ?? "",
              checkIn: where.search.route.checkIn,
              checkOut: where.search.route.checkOut,
            }
      }
      missing={comparison.data.missing}
      resultsHref={where === null ? null : buildHotelSearchUrl(where.search)}
      clientHref={agent && !client ? clientUrl : null}
      agencyHref={agent && client ? fullUrl : null}
      shareUrl={shareUrl}
      copied={copied}
      onCopy={() => {
        if (shareUrl === null) return;
        void navigator.clipboard?.writeText(shareUrl).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      onRetry={comparison.actions.retry}
    />
  );
};
