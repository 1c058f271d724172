import { get, seg } from "../internal/endpointBuilders.js";
import { PortalImageReply } from "../portalShell.js";

// Spec 000 §7 — shared and session.
/** `GET /api/portal/getHomeSearchImage/{pageCode}/{deviceType or lang}`. */
export const homeSearchImageEndpoint = get(
  (pageCode: string, deviceOrLang: string) => `/api/portal/getHomeSearchImage/${seg(pageCode)}/${seg(deviceOrLang)}`,
  PortalImageReply,
);
