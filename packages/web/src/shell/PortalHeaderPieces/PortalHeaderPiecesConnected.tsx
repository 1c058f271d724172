import { useShellHeader } from "@travesia/hooks";
import { ProductTourStart } from "../../tour/ProductTour/ProductTourStart";
import { PortalHeaderPieces } from "./PortalHeaderPieces";

/**
 * The header call's pieces wired to `useShellHeader` (loaded after the first paint, with the API Schemas it needs),
 * and the product tour's start, which waits for the same moment.
 */
export const PortalHeaderPiecesConnected = () => {
  const { data } = useShellHeader();
  return (
    <>
      <PortalHeaderPieces
        maintenanceBanner={data.maintenanceBanner}
        freezeBlocker={data.freezeBlocker}
        chat={data.chat}
        onRefresh={() => window.location.reload()}
      />
      <ProductTourStart />
    </>
  );
};
