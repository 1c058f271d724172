import { parseAdminPath } from "@travesia/core";
import { useAdminPortals } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import page from "../../shared/Page.module.css";
import { AuditListConnected } from "../AuditList/AuditListConnected";
import { useAdminT } from "../adminText";
import { CustomTextsConnected } from "../CustomTexts/CustomTextsConnected";
import { PortalList } from "../PortalList/PortalList";
import { PortalSettingsFormConnected } from "../PortalSettingsForm/PortalSettingsFormConnected";
import { AdminPage } from "./AdminPage";

/**
 * The back office's route: reads the page from the path with core's `parseAdminPath`, asks the server whether this
 * user may enter (the portals call: 401 or 403 otherwise), and shows the module's page.
 */
export const AdminPageConnected = () => {
  const t = useAdminT();
  const { pathname } = useLocation();
  const current = parseAdminPath(pathname);
  const portals = useAdminPortals();
  return (
    <AdminPage status={portals.status} module={current.module} onRetry={portals.actions.reload}>
      {current.page === "notFound" ? (
        <p className={page.muted}>{t("admin.notFound")}</p>
      ) : current.module === "audit" ? (
        <AuditListConnected />
      ) : current.module === "texts" ? (
        <CustomTextsConnected />
      ) : current.module === "settings" && current.page === "edit" ? (
        <PortalSettingsFormConnected key={current.portalId} portalId={current.portalId} />
      ) : (
        <PortalList portals={portals.data.portals} />
      )}
    </AdminPage>
  );
};
