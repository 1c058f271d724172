import { useRef } from "react";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useUser } from "../session/useUser.js";
import type { PortalType } from "../stores/portalStores.js";

/**
 * The kind of user a search is made for, once it is known: the portal configuration's type after its first load
 * (or its failure, which leaves B2C), B2C when the user record names no portal (no configuration will come), and
 * `null` before that. The config store's default (B2C) is not an answer: an agent's search keyed by it would be sent
 * twice, and the late B2C→B2B flip would replace the list the agent is looking at.
 * Starts the user's and the configuration's loads if nothing on the page has (both load once per provider).
 * A reload of the configuration (status back to `loading`) keeps the kind it knew until the new one is in.
 *
 * @example const viewer = useSearchViewer(); // null: do not search yet
 */
export const useSearchViewer = (): PortalType | null => {
  useUser();
  usePortalConfig();
  const configured = usePortalStore("config", (config) =>
    config.status === "ready" || config.status === "error" ? config.portalType : null,
  );
  const noPortal = usePortalStore(
    "user",
    (user) => user.status !== "unknown" && user.status !== "loading" && user.portalId === null,
  );
  const known = useRef<PortalType | null>(null);
  known.current = configured ?? (noPortal ? "B2C" : known.current);
  return known.current;
};
