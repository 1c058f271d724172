import { type ComponentProps, useId, useState } from "react";
import { useT } from "../../../i18n/LanguageContext";
import type { FilterFolds } from "../../filters/FilterFolds";
import { FilterFrame } from "../../filters/FilterFrame";
import blocks from "../../filters/filterBlocks.module.css";
import { FunnelIcon } from "../../icons";
import styles from "./ListFilterFrame.module.css";

/** Props of {@link ListFilterFrame}: the panel's sections, its clear verb, and whether it is a phone's. */
export interface ListFilterFrameProps {
  readonly sections: ComponentProps<typeof FilterFrame>["sections"];
  readonly onClear: () => void;
  /** A phone: every section folds behind 'Mostrar filtros' above the list, and 'Limpiar Filtros' goes last. */
  readonly phone?: boolean;
}

const LOOK = {
  frame: blocks.sidebar,
  header: blocks.header,
  heading: blocks.heading,
  clear: blocks.clear,
  phoneHeader: styles.phoneHeader,
  toggle: styles.toggle,
  phoneBody: styles.phoneBody,
};

/**
 * The frame's phone fold without Headless UI: a button that says whether the panel is open (`aria-expanded`) and the
 * sections under it only while it is. The frame's `FILTER_FOLDS` draw it with Headless UI's disclosure, whose code
 * would be some 13 KB gzip of the transfer and circuit results routes' own (Vite build); these panels fold no section.
 */
const PhoneFold = ({ look, as: Landmark, named, toggle, beside, children }: ComponentProps<FilterFolds["Phone"]>) => {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Landmark className={look.frame} {...named}>
      <div className={look.phoneHeader}>
        <button
          type="button"
          className={look.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {toggle(open)}
        </button>
        {beside}
      </div>
      <div id={bodyId} className={look.phoneBody}>
        {open ? children : null}
      </div>
    </Landmark>
  );
};

/** A section titled by its h3, never folded (no list-results panel folds a section). */
const Section = ({ look, title, children }: ComponentProps<FilterFolds["Section"]>) => (
  <section className={look.section}>
    <h3 className={look.sectionTitle}>{title}</h3>
    {children}
  </section>
);

const FOLDS: FilterFolds = { Section, Phone: PhoneFold };

const phoneFold = (toggle: (open: boolean) => string) => ({
  folds: FOLDS,
  phone: {
    toggle: (open: boolean) => (
      <>
        <FunnelIcon />
        {toggle(open)}
      </>
    ),
    beside: null,
  },
});

/**
 * The filter panel of a list-results page (transfers, activities, circuits) on the shared frame: an aside named
 * 'Filtrar Por' with the hotel sidebar's look, 'Limpiar Filtros' beside the heading; on a phone the frame's fold
 * puts every section behind one toggle, so the cards come first.
 */
export const ListFilterFrame = ({ sections, onClear, phone = false }: ListFilterFrameProps) => {
  const t = useT();
  return (
    <FilterFrame
      look={LOOK}
      landmark={{ as: "aside", label: t("shell.filterBy") }}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: phone ? "bottom" : "top", onClear }}
      {...(phone ? phoneFold((open) => t(open ? "shell.hideFilters" : "shell.showFilters")) : {})}
      sections={sections}
    />
  );
};
