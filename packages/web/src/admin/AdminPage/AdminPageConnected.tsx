import { parseAdminPath } from "@travesia/core";
import { useAdminPortals } from "@travesia/hooks";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router-dom";
import page from "../../shared/Page.module.css";
import { AuditListConnected } from "../AuditList/AuditListConnected";
import { useAdminT } from "../adminText";
import { CustomTextsConnected } from "../CustomTexts/CustomTextsConnected";
import { PortalList } from "../PortalList/PortalList";
import { PortalSettingsFormConnected } from "../PortalSettingsForm/PortalSettingsFormConnected";
import { TourTextsConnected } from "../TourTexts/TourTextsConnected";
import { AdminPage } from "./AdminPage";

// The content modules load in chunks of their own (the POIs' map brings Leaflet): the admin's chunk stays small.
const PoisModule = lazy(async () => ({ default: (await import("../Pois/PoisConnected")).PoisConnected }));
const AirlinesModule = lazy(async () => ({
  default: (await import("../Airlines/AirlinesConnected")).AirlinesConnected,
}));
const HotelEditorModule = lazy(async () => ({
  default: (await import("../HotelEditor/HotelEditorConnected")).HotelEditorConnected,
}));
const HotelFinderModule = lazy(async () => ({
  default: (await import("../HotelFinder/HotelFinderConnected")).HotelFinderConnected,
}));
const HomeModule = lazy(async () => ({
  default: (await import("../HomeContent/HomeContentConnected")).HomeContentConnected,
}));

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
      ) : current.module === "hotels" ? (
        <Suspense fallback={<p className={page.muted}>{t("admin.loading")}</p>}>
          {current.page === "edit" ? (
            <HotelEditorModule key={current.hotelId} hotelId={current.hotelId} />
          ) : (
            <HotelFinderModule />
          )}
        </Suspense>
      ) : current.module === "texts" ? (
        <CustomTextsConnected />
      ) : current.module === "pois" || current.module === "airlines" || current.module === "home" ? (
        <Suspense fallback={<p className={page.muted}>{t("admin.loading")}</p>}>
          {current.module === "pois" ? (
            <PoisModule
              city={"city" in current ? current.city : null}
              poiId={"poiId" in current ? current.poiId : null}
            />
          ) : current.module === "airlines" ? (
            <AirlinesModule />
          ) : (
            <HomeModule />
          )}
        </Suspense>
      ) : current.module === "tour" ? (
        <TourTextsConnected />
      ) : current.module === "settings" && current.page === "edit" ? (
        <PortalSettingsFormConnected key={current.portalId} portalId={current.portalId} />
      ) : (
        <PortalList portals={portals.data.portals} />
      )}
    </AdminPage>
  );
};
