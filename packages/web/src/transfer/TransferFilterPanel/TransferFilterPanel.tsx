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
import { FilterFrame } from "../../shared/filters/FilterFrame";
import blocks from "../../shared/filters/filterBlocks.module.css";
import { PriceRangeSection } from "../../shared/filters/PriceRangeSection";
import { useTransferT } from "../useTransferT";
import styles from "./TransferFilterPanel.module.css";

/** Props of {@link TransferFilterPanel}: core's counts, the applied filters, the currency and the page's verbs. */
export interface TransferFilterPanelProps {
  readonly counts: TransferFilterCounts;
  readonly filters: TransferFilters;
  /** The offers' currency (the price boxes'), or null when there is none. */
  readonly currency: string | null;
  readonly onChange: (change: Partial<TransferFilters>) => void;
  readonly onClear: () => void;
}

const LOOK = { legend: styles.legend, row: styles.row, count: styles.count, countSpaced: true, group: styles.group };
const PRICE_LOOK = {
  form: styles.price,
  row: styles.priceRow,
  label: styles.priceLabel,
  input: styles.priceInput,
  apply: styles.priceApply,
};
const FRAME_LOOK = {
  frame: blocks.sidebar,
  header: blocks.header,
  heading: blocks.heading,
  clear: blocks.clear,
};

/**
 * The transfer filters on the shared frame: service type, vehicle, luggage included and supplier as choice groups
 * with core's counts, then the total price's boxes; 'Limpiar Filtros' at the top.
 */
export const TransferFilterPanel = ({ counts, filters, currency, onChange, onClear }: TransferFilterPanelProps) => {
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
        look={LOOK}
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
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{tt("transfer.filterPrice")}</legend>
                <p className={styles.count}>
                  {formatMoney({ minor: range.min, currency }, language)} –{" "}
                  {formatMoney({ minor: range.max, currency }, language)}
                </p>
                <PriceRangeSection
                  key={`${filters.priceMin}-${filters.priceMax}`}
                  look={PRICE_LOOK}
                  t={t}
                  id="transfer-price"
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
              </fieldset>
            ),
          },
        ];
  return (
    <FilterFrame
      look={FRAME_LOOK}
      landmark={{ as: "aside", label: t("shell.filterBy") }}
      heading={t("shell.filterBy")}
      clear={{ text: t("shell.clearFilters"), at: "top", onClear }}
      sections={[...choices, ...price]}
    />
  );
};
