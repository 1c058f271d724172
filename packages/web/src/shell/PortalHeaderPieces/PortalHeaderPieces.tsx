import type { PortalChat } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import { ChatPopupLazy } from "../ChatPopup/ChatPopupLazy";
import { FreezeBlocker } from "../FreezeBlocker/FreezeBlocker";
import { MaintenanceBanner } from "../MaintenanceBanner/MaintenanceBanner";

/** Props of the header call's pieces (`GET /api/v2/header`, spec 000 §7), as the header hook hands them over. */
export interface PortalHeaderPiecesProps {
  /** Spec 000 §2, §6: "maintenance banner (B2B users only)"; null when not shown. */
  readonly maintenanceBanner: { readonly message: string | null } | null;
  /** Spec 000 §2: "when freezing, a screen blocker with a message"; null when not frozen. */
  readonly freezeBlocker: { readonly message: string | null } | null;
  /** Spec 000 §2: "chat-with-representative popup (title, message, action button)". */
  readonly chat: PortalChat | null;
  readonly onRefresh: () => void;
}

/** The maintenance banner, the freeze screen blocker and the chat-with-representative popup. */
export const PortalHeaderPieces = ({ maintenanceBanner, freezeBlocker, chat, onRefresh }: PortalHeaderPiecesProps) => {
  const t = useT();
  return (
    <>
      {maintenanceBanner === null ? null : <MaintenanceBanner message={maintenanceBanner.message ?? undefined} />}
      {freezeBlocker === null ? null : (
        <FreezeBlocker message={freezeBlocker.message ?? undefined} onRefresh={onRefresh} />
      )}
      {chat === null ? null : (
        // A landmark of its own: the popup sits outside the page's header, main and footer.
        <aside aria-label={t("shell.chatTitle")}>
          <ChatPopupLazy {...chat} />
        </aside>
      )}
    </>
  );
};
