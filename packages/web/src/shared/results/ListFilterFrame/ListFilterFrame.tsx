import type { ComponentProps } from "react";
import { useT } from "../../../i18n/LanguageContext";
import { FILTER_FOLDS } from "../../filters/FilterFolds";
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

const phoneFold = (toggle: (open: boolean) => string) => ({
  folds: FILTER_FOLDS,
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
 * (a Headless UI disclosure) puts every section behind one toggle, so the cards come first.
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
