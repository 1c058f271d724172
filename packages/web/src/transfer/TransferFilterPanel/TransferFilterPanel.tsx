import {
  applyTransferPriceRange,
  formatMoney,
  type TransferChoiceFacet,
  type TransferFilterCounts,
  type TransferFilters,
  transferFilterSections,
  transferFiltersToggled,
  transferPriceBoundText,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { ChoiceGroup } from "../../shared/filters/FilterChoices";
import { PriceRangeSection } from "../../shared/filters/PriceRangeSection";
import { SIDEBAR_CHOICE_LOOK, SIDEBAR_PRICE_LOOK } from "../../shared/filters/sidebarLooks";
import { ListFilterFrame } from "../../shared/results/ListFilterFrame/ListFilterFrame";
import { useTransferT } from "../useTransferT";

/** Props of {@link TransferFilterPanel}: core's counts, the applied filters, the currency and the page's verbs. */
export interface TransferFilterPanelProps {
  readonly counts: TransferFilterCounts;
  readonly filters: TransferFilters;
  /** The offers' currency (the price boxes'), or null when there is none. */
  readonly currency: string | null;
  readonly onChange: (change: Partial<TransferFilters>) => void;
  readonly onClear: () => void;
  /** A phone's panel: every section behind a 'Mostrar filtros' toggle. */
  readonly phone?: boolean;
}

/**
 * The transfer filters on the list-results frame: service type, vehicle, luggage included and supplier as choice
 * groups with core's counts, then the total price's boxes under the offers' range.
 */
export const TransferFilterPanel = (props: TransferFilterPanelProps) => {
  const { counts, filters, currency, onChange } = props;
  const tt = useTransferT();
  const t = useT();
  const language = useLanguageCode();
  const toggle = useCallback(
    (facet: TransferChoiceFacet) => (code: string, checked: boolean) =>
      onChange(transferFiltersToggled(filters, facet, code, checked)),
    [filters, onChange],
  );
  const choices = transferFilterSections(counts, filters).map((section) => ({
    key: section.facet,
    body: (
      <ChoiceGroup
        look={SIDEBAR_CHOICE_LOOK}
        t={t}
        type={section.type}
        legend={tt(section.titleKey)}
        choices={section.choices.map(({ label, ...one }) => ({
          ...one,
          from: null,
          label: { text: "key" in label ? tt(label.key, label.params) : label.text },
        }))}
        ids={{ id: `transfer-${section.facet}`, name: `transfer-${section.facet}` }}
        onToggle={toggle(section.facet)}
      />
    ),
  }));
  const range = counts.price;
  const price =
    currency === null || range === null
      ? []
      : [
          {
            key: "price",
            body: (
              <PriceRangeSection
                key={`${filters.priceMin}-${filters.priceMax}`}
                look={SIDEBAR_PRICE_LOOK}
                id="transfer-price"
                legend={{
                  text: tt("transfer.filterPrice"),
                  note: `${formatMoney({ minor: range.min, currency }, language)} – ${formatMoney({ minor: range.max, currency }, language)}`,
                }}
                initial={{
                  minimum: transferPriceBoundText(filters.priceMin, currency),
                  maximum: transferPriceBoundText(filters.priceMax, currency),
                }}
                labels={{
                  minimum: `${t("flightTools.priceMinimum")} (${currency})`,
                  maximum: `${t("flightTools.priceMaximum")} (${currency})`,
                }}
                placeholders={{
                  minimum: transferPriceBoundText(range.min, currency),
                  maximum: transferPriceBoundText(range.max, currency),
                }}
                apply={{ content: t("flightTools.applyPrice") }}
                onApply={(texts) => {
                  const applied = applyTransferPriceRange(texts, currency);
                  if (Result.isFailure(applied)) return applied.failure;
                  onChange(applied.success);
                  return [];
                }}
              />
            ),
          },
        ];
  return <ListFilterFrame phone={props.phone ?? false} onClear={props.onClear} sections={[...choices, ...price]} />;
};
