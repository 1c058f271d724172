import { useShellHeader } from "@travesia/hooks";
import { PortalHeaderPieces } from "./PortalHeaderPieces";

/** The header call's pieces wired to `useShellHeader` (loaded after the first paint, with the API Schemas it needs). */
export const PortalHeaderPiecesConnected = () => {
  const { data } = useShellHeader();
  return (
    <PortalHeaderPieces
      maintenanceBanner={data.maintenanceBanner}
      freezeBlocker={data.freezeBlocker}
      chat={data.chat}
      onRefresh={() => window.location.reload()}
    />
  );
};
