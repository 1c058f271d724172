import type { CircuitFilterFacet, CircuitFilterSection, CircuitMessageKey, FilterChoice } from "@travesia/core";
import { useCallback } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { FilterFrame } from "../../shared/filters/FilterFrame";
import blocks from "../../shared/filters/filterBlocks.module.css";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitFilterPanel.module.css";

/** Props of {@link CircuitFilterPanel}: core's sections with their counts, and the page's verbs. */
export interface CircuitFilterPanelProps {
  readonly sections: readonly CircuitFilterSection[];
  readonly onToggle: (facet: CircuitFilterFacet, code: string, checked: boolean) => void;
  readonly onClear: () => void;
}

const TITLES: Readonly<Record<CircuitFilterFacet, CircuitMessageKey>> = {
  durations: "circuit.filterDuration",
  countries: "circuit.filterCountry",
  prices: "circuit.filterPrice",
  availableOnly: "circuit.filterAvailability",
};

const LOOK = { legend: styles.legend, row: styles.row, count: styles.count, countSpaced: true, group: styles.group };

/**
 * The circuit filters on the shared frame: one choice group per core section (length, countries, price,
 * availability in the month), each choice with its count; 'Limpiar Filtros' at the top.
 */
export const CircuitFilterPanel = ({ sections, onToggle, onClear }: CircuitFilterPanelProps) => {
  const t = useT();
  const ct = useCircuitT();
  const toggle = useCallback(
    (facet: CircuitFilterFacet) => (code: string, checked: boolean) => onToggle(facet, code, checked),
    [onToggle],
  );
  return (
    <FilterFrame
      look={{ frame: blocks.sidebar, header: blocks.header, heading: blocks.heading, clear: blocks.clear }}
      landmark={{ as: "aside", label: t("shell.filterBy") }}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: "top", onClear }}
      sections={sections
        .filter((section) => section.choices.length > 0)
        .map((section) => ({
          key: section.facet,
          body: (
            <ChoiceGroup
              look={LOOK}
              t={t}
              type="checkbox"
              legend={ct(TITLES[section.facet])}
              choices={section.choices.map(
                (choice): FilterChoice => ({
                  code: choice.code,
                  count: choice.count,
                  selected: choice.selected,
                  label: { text: "key" in choice.label ? ct(choice.label.key) : choice.label.text },
                  from: null,
                }),
              )}
              ids={{ id: `circuit-${section.facet}`, name: `circuit-${section.facet}` }}
              onToggle={toggle(section.facet)}
            />
          ),
        }))}
    />
  );
};
