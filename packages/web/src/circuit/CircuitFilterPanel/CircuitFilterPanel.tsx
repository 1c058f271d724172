import type { CircuitFilterFacet, CircuitFilterSection, CircuitMessageKey, FilterChoice } from "@travesia/core";
import { useCallback } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { SIDEBAR_CHOICE_LOOK } from "../../shared/filters/sidebarLooks";
import { ListFilterFrame } from "../../shared/results/ListFilterFrame/ListFilterFrame";
import { useCircuitT } from "../useCircuitT";

/** Props of {@link CircuitFilterPanel}: core's sections with their counts, and the page's verbs. */
export interface CircuitFilterPanelProps {
  readonly sections: readonly CircuitFilterSection[];
  readonly onToggle: (facet: CircuitFilterFacet, code: string, checked: boolean) => void;
  readonly onClear: () => void;
  /** A phone's panel: every section behind a 'Mostrar filtros' toggle. */
  readonly phone?: boolean;
}

const TITLES: Readonly<Record<CircuitFilterFacet, CircuitMessageKey>> = {
  durations: "circuit.filterDuration",
  countries: "circuit.filterCountry",
  prices: "circuit.filterPrice",
  availableOnly: "circuit.filterAvailability",
};

/**
 * The circuit filters on the list-results frame: one choice group per core section (length, countries, price,
 * availability in the month), each choice with its count.
 */
export const CircuitFilterPanel = ({ sections, onToggle, onClear, phone = false }: CircuitFilterPanelProps) => {
  const t = useT();
  const ct = useCircuitT();
  const toggle = useCallback(
    (facet: CircuitFilterFacet) => (code: string, checked: boolean) => onToggle(facet, code, checked),
    [onToggle],
  );
  return (
    <ListFilterFrame
      phone={phone}
      onClear={onClear}
      sections={sections
        .filter((section) => section.choices.length > 0)
        .map((section) => ({
          key: section.facet,
          body: (
            <ChoiceGroup
              look={SIDEBAR_CHOICE_LOOK}
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
