import { useShellHeader } from "@travesia/hooks";
import { PortalHeaderPiecesView } from "./PortalHeaderPieces";

/** The header call's pieces wired to `useShellHeader` (loaded after the first paint, with the API Schemas it needs). */
const PortalHeaderPiecesConnected = () => {
  const { data } = useShellHeader();
  return (
    <PortalHeaderPiecesView
      maintenanceBanner={data.maintenanceBanner}
      freezeBlocker={data.freezeBlocker}
      chat={data.chat}
      onRefresh={() => window.location.reload()}
    />
  );
};

export default PortalHeaderPiecesConnected;
