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
import { FilterFrame } from "../../shared/filters/FilterFrame";
import blocks from "../../shared/filters/filterBlocks.module.css";
import { useActivityT } from "../useActivityT";
import styles from "./ActivityFilterPanel.module.css";

/** Props of {@link ActivityFilterPanel}: core's sections with their counts, and the page's verbs. */
export interface ActivityFilterPanelProps {
  readonly sections: readonly ActivityFilterSection[];
  readonly onToggle: (facet: ActivityFilterFacet, code: string, checked: boolean) => void;
  readonly onClear: () => void;
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
 * of day, free cancellation, rating), each choice with its count; 'Limpiar Filtros' at the top.
 */
export const ActivityFilterPanel = ({ sections, onToggle, onClear }: ActivityFilterPanelProps) => {
  const t = useT();
  const at = useActivityT();
  const toggle = useCallback(
    (facet: ActivityFilterFacet) => (code: string, checked: boolean) => onToggle(facet, code, checked),
    [onToggle],
  );
  return (
    <FilterFrame
      look={{ frame: blocks.sidebar, header: blocks.header, heading: blocks.heading, clear: blocks.clear }}
      landmark={{ as: "aside", label: t("shell.filterBy") }}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: "top", onClear }}
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
