import type {
  ActivityFilterFacet,
  ActivityFilterSection,
  ActivityMessageKey,
  FilterChoice,
  MessageKey,
} from "@travesia/core";
import { useCallback } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { FILTER_FOLDS } from "../../shared/filters/FilterFolds";
import { FilterFrame } from "../../shared/filters/FilterFrame";
import blocks from "../../shared/filters/filterBlocks.module.css";
import { FunnelIcon } from "../../shared/icons";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityFilterPanel.module.css";

/** Props of {@link ActivityFilterPanel}: core's sections with their counts, and the page's verbs. */
export interface ActivityFilterPanelProps {
  readonly sections: readonly ActivityFilterSection[];
  readonly onToggle: (facet: ActivityFilterFacet, code: string, checked: boolean) => void;
  readonly onClear: () => void;
  /** A phone's panel: every section behind a 'Mostrar filtros' toggle. */
  readonly phone?: boolean;
}

const TITLES: Readonly<Record<ActivityFilterFacet, ActivityMessageKey | MessageKey>> = {
  categories: "activity.filterCategory",
  durations: "activity.filterDuration",
  languages: "activity.filterLanguage",
  timesOfDay: "activity.filterTime",
  freeCancellation: "activity.freeCancellation",
  minRating: "activity.filterRating",
};

const LOOK = { legend: styles.legend, row: styles.row, count: styles.count, countSpaced: true, group: styles.group };

/**
 * The activity filters on the shared frame: one choice group per core section (category, duration, language, time
 * of day, free cancellation, rating), each choice with its count; 'Limpiar Filtros' at the top. On a phone every
 * section sits behind a 'Mostrar filtros' toggle (the frame's phone fold), so the cards come first.
 */
export const ActivityFilterPanel = ({ sections, onToggle, onClear, phone = false }: ActivityFilterPanelProps) => {
  const t = useT();
  const at = useActivityT();
  const toggle = useCallback(
    (facet: ActivityFilterFacet) => (code: string, checked: boolean) => onToggle(facet, code, checked),
    [onToggle],
  );
  return (
    <FilterFrame
      look={{
        frame: blocks.sidebar,
        header: blocks.header,
        heading: blocks.heading,
        clear: blocks.clear,
        phoneHeader: styles.phoneHeader,
        toggle: styles.toggle,
        phoneBody: styles.phoneBody,
      }}
      landmark={{ as: "aside", label: t("shell.filterBy") }}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: phone ? "bottom" : "top", onClear }}
      {...(phone
        ? {
            folds: FILTER_FOLDS,
            phone: {
              toggle: (open: boolean) => (
                <>
                  <FunnelIcon />
                  {t(open ? "shell.hideFilters" : "shell.showFilters")}
                </>
              ),
              beside: null,
            },
          }
        : {})}
      sections={sections.map((section) => ({
        key: section.facet,
        body: (
          <ChoiceGroup
            look={LOOK}
            t={t}
            type={section.type}
            legend={at(TITLES[section.facet])}
            choices={section.choices.map(
              (choice): FilterChoice => ({ ...choice, label: { text: at(choice.label) }, from: null }),
            )}
            ids={{ id: `activity-${section.facet}`, name: `activity-${section.facet}` }}
            onToggle={toggle(section.facet)}
          />
        ),
      }))}
    />
  );
};
