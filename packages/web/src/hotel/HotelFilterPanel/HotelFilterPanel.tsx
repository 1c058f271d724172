import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelFilterPanel.module.css";

/** Props of {@link HotelFilterPanel}. */
export interface HotelFilterPanelProps {
  /** Whether the panel is shown (the page's 'Filtrar' button opens it). */
  readonly open: boolean;
  /** 'Volver', 'Ver resultados', Escape: the page closes the panel. */
  readonly onClose: () => void;
  /** The sidebar, e.g. `<HotelFilterSidebar … headingHidden />` (the panel's title says 'Filtrar Por'). */
  readonly children: ReactNode;
}

/**
 * The phone filter panel (spec 001 §2 "Mobile has a filter panel and a back button"): a full-screen Headless UI
 * dialog titled 'Filtrar Por', with 'Volver' at the top and 'Ver resultados' at the bottom, both closing it; focus
 * stays inside while it is open and returns to the opener when it closes. Filters apply as they change, so closing
 * shows the results already filtered.
 *
 * @example
 * <HotelFilterPanel open={panelOpen} onClose={() => setPanelOpen(false)}>
 *   <HotelFilterSidebar {...sidebarProps} headingHidden />
 * </HotelFilterPanel>
 */
export const HotelFilterPanel = ({ open, onClose, children }: HotelFilterPanelProps) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className={styles.root}>
      <DialogPanel className={styles.panel}>
        <div className={styles.bar}>
          <button type="button" className={styles.back} onClick={onClose}>
            <span aria-hidden="true">←</span> {t("shell.back")}
          </button>
          <DialogTitle as="h2" className={styles.title}>
            {t("shell.filterBy")}
          </DialogTitle>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          <button type="button" className={styles.done} onClick={onClose}>
            {t("hotelFilters.showResults")}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
};
