import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./FlightDateGridTab.module.css";

/** Props of {@link FlightDateGridTab}. */
export interface FlightDateGridTabProps {
  /** Core's `flightDateGridPresence`: open at once, a closed tab, or nothing. */
  readonly presence: "open" | "tab" | "none";
  /** The grid; rendered only while shown, so a closed tab makes no calendar call. */
  readonly children: ReactNode;
}

/**
 * The date grid on the results page: shown at once for a flexible-dates search, behind a 'Precios por fecha'
 * disclosure on other round trips (Headless UI: Enter or Space opens it), absent on a fixed one-way search.
 */
export const FlightDateGridTab = ({ presence, children }: FlightDateGridTabProps) => {
  const t = useT();
  if (presence === "none") return null;
  if (presence === "open") return children;
  return (
    <Disclosure as="div" className={styles.tab}>
      <DisclosureButton className={styles.button}>{t("flightTools.dateGridTitle")}</DisclosureButton>
      <DisclosurePanel>{children}</DisclosurePanel>
    </Disclosure>
  );
};
