import {
  type BudgetStay,
  type HotelRate,
  type HotelRatesSettings,
  hotelRateRow,
  stayBudgetParameters,
} from "@travesia/core";
import { useRatePolicy } from "@travesia/hooks";
import { useMemo } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { HotelPolicyPanel } from "../HotelPolicyPanel/HotelPolicyPanel";
import { HotelQuoteButtonConnected } from "../HotelQuoteButton/HotelQuoteButtonConnected";
import { HotelRateBudgetConnected } from "../HotelRateBudget/HotelRateBudgetConnected";
import { HotelRateRow } from "./HotelRateRow";

/** Props of a connected rate row. */
export interface HotelRateRowConnectedProps {
  readonly rate: HotelRate;
  /** Core's `hotelRatesSettings` for the card. */
  readonly settings: HotelRatesSettings;
  /** The add call's occupancy (`adults-children[:ages]`, rooms joined by `,`) and destination id. */
  readonly occupancy: string;
  readonly destinationId: string;
  /** The stay searched: the add sends its check-in and check-out (core's `stayBudgetParameters`). */
  readonly stay: BudgetStay;
  readonly moreOptions: { readonly loading: boolean; readonly onClick: () => void } | null;
  readonly relatedRatesUrl: string | null;
}

/**
 * A rate row wired to `useRatePolicy` (the panel opens on demand; the compact line shows 'Consultando', the compact
 * error or the headline), the quote button and the add-to-budget control (with the 206's alternative ids).
 */
export const HotelRateRowConnected = (props: HotelRateRowConnectedProps) => {
  const { rate, settings } = props;
  const language = useLanguageCode();
  const policy = useRatePolicy(rate.tripProductID, settings);
  // The person's opening lives with the row's machine (one store change opens the panel on its policy): see
  // `useRatePolicy`'s `show` for when the loading state appears.
  const open = policy.data.open;
  // Built once per rate, price settings and language: the row's memoised parts then skip the panel's renders.
  const row = useMemo(() => hotelRateRow(rate, settings.price, language), [rate, settings.price, language]);
  // Each reply's machine step holds a new array, often the same ids (none): the budget control is drawn again only
  // when the ids differ. Product ids hold no line break.
  const alternativesKey = policy.data.alternativeProductIds.join("\n");
  const { smartFlow, relatedRates, pricerEnabled, budgetControls } = settings;
  const { occupancy, destinationId } = props;
  const { checkIn, checkOut } = props.stay;
  const selectable = policy.data.selectable;
  // The quote and budget controls keep their element while their inputs stay: opening the policy panel (a render on
  // the click, another on the reply) draws the row's policy parts only.
  const quote = useMemo(
    () => (
      <HotelQuoteButtonConnected
        rate={rate}
        smartFlow={smartFlow}
        relatedRates={relatedRates}
        pricerEnabled={pricerEnabled}
      />
    ),
    [rate, smartFlow, relatedRates, pricerEnabled],
  );
  const budget = useMemo(
    () =>
      budgetControls && selectable ? (
        <HotelRateBudgetConnected
          item={{
            product: "hotel",
            rateId: rate.tripProductID,
            occupancy,
            destinationId,
            parameters: stayBudgetParameters({ checkIn, checkOut }),
            ...(alternativesKey === "" ? {} : { alternativeProductIds: alternativesKey.split("\n") }),
          }}
        />
      ) : null,
    [budgetControls, selectable, rate.tripProductID, occupancy, destinationId, checkIn, checkOut, alternativesKey],
  );
  return (
    <HotelRateRow
      row={row}
      unselectable={!policy.data.selectable || row.disabled}
      policyOpen={open}
      onTogglePolicy={open ? policy.actions.hide : policy.actions.show}
      onPolicyIntent={policy.actions.prefetch}
      policyCompact={
        open ? null : (
          <HotelPolicyPanel
            view={policy.data.compact}
            policy={policy.data.policy}
            compact
            onRetry={policy.actions.retry}
          />
        )
      }
      policyFull={
        <HotelPolicyPanel
          view={policy.data.full}
          policy={policy.data.policy}
          compact={false}
          onRetry={policy.actions.retry}
        />
      }
      moreOptions={row.moreOptions ? props.moreOptions : null}
      relatedRatesUrl={props.relatedRatesUrl}
      relatedRatesReplaceQuote={policy.data.relatedRatesEnabled && !policy.data.selectable}
      quote={quote}
      budget={budget}
    />
  );
};
