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
import { SIDEBAR_CHOICE_LOOK } from "../../shared/filters/sidebarLooks";
import { ListFilterFrame } from "../../shared/results/ListFilterFrame/ListFilterFrame";
import { useActivityT } from "../useActivityT";

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

/**
 * The activity filters on the list-results frame: one choice group per core section (category, duration, language,
 * time of day, free cancellation, rating), each choice with its count.
 */
export const ActivityFilterPanel = ({ sections, onToggle, onClear, phone = false }: ActivityFilterPanelProps) => {
  const t = useT();
  const at = useActivityT();
  const toggle = useCallback(
    (facet: ActivityFilterFacet) => (code: string, checked: boolean) => onToggle(facet, code, checked),
    [onToggle],
  );
  return (
    <ListFilterFrame
      phone={phone}
      onClear={onClear}
      sections={sections.map((section) => ({
        key: section.facet,
        body: (
          <ChoiceGroup
            look={SIDEBAR_CHOICE_LOOK}
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
