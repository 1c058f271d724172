import type { PortalHeaderReply } from "@travesia/core";
import { ChatPopupView } from "./ChatPopup";
import { FreezeBlockerView, MaintenanceBannerView } from "./Maintenance";

/** Props of the header reply's pieces: what `GET /api/v2/header` said (spec 000 §7), and who is looking. */
export interface PortalHeaderPiecesViewProps {
  readonly header: PortalHeaderReply | null;
  /** Spec 000 §6: "B2B sees the maintenance banner". */
  readonly isB2B: boolean;
  readonly onRefresh: () => void;
}

/**
 * The pieces the header call drives: the maintenance banner for B2B users, the freeze screen blocker, and the
 * chat-with-representative popup (spec 000 §2). Stateless: no hook reads `GET /api/v2/header` yet (reported gap),
 * so the shell cannot feed it; a wrapper passes the reply once one does.
 */
export const PortalHeaderPiecesView = ({ header, isB2B, onRefresh }: PortalHeaderPiecesViewProps) => {
  const maintenance = header?.maintenance;
  const chat = header?.chat;
  return (
    <>
      {isB2B && maintenance?.show === true ? <MaintenanceBannerView message={maintenance.message} /> : null}
      {isB2B && maintenance?.freezing === true ? (
        <FreezeBlockerView message={maintenance.message} onRefresh={onRefresh} />
      ) : null}
      {chat === undefined ? null : <ChatPopupView {...chat} />}
    </>
  );
};
