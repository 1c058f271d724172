import {
  CIRCUIT_PARTY_LIMITS,
  CIRCUIT_REGIONS,
  type CircuitSearchFormValues,
  circuitCodeKey,
  formatCircuitMonth,
} from "@travesia/core";
import type { CircuitSearchFormVerbs } from "@travesia/hooks";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import { destinationField, selectField, useSearchFormContext } from "../../shared/SearchFormFrame/searchFormFields";
import { countChoices } from "../../shared/SelectField/SelectField";
import type { DestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useCircuitT } from "../useCircuitT";

/** Props of the stateless {@link CircuitSearchBox}. */
export interface CircuitSearchBoxProps extends SearchBoxViewProps<CircuitSearchFormValues, CircuitSearchFormVerbs> {
  readonly destination: DestinationBinding;
  /** The months a departure may be searched in, `YYYY-MM`. */
  readonly months: readonly string[];
}

const DESTINATION = {
  name: "destinationId",
  label: "forms.destination",
  placeholder: "forms.destinationPlaceholder",
} as const;
const TRAVELLERS = countChoices(CIRCUIT_PARTY_LIMITS.travellers.min, CIRCUIT_PARTY_LIMITS.travellers.max);
const ROOMS = countChoices(CIRCUIT_PARTY_LIMITS.rooms.min, CIRCUIT_PARTY_LIMITS.rooms.max);

/**
 * The circuit box in the shared frame: a region or, instead, a destination through the location autocomplete; the
 * month of departure; travellers and the rooms they share.
 */
export const CircuitSearchBox = ({ values, issues, destination, months, actions, formRef }: CircuitSearchBoxProps) => {
  const form = useSearchFormContext("circuit", issues);
  const t = useCircuitT();
  const language = useLanguageCode();
  const regions = CIRCUIT_REGIONS.map((region) => ({ value: region, label: t(circuitCodeKey("region", region)) }));
  const monthChoices = months.map((month) => ({ value: month, label: formatCircuitMonth(month, language) }));
  const party = (
    <>
      {selectField(
        form,
        "travellers",
        t("circuit.travellers"),
        String(values.travellers),
        TRAVELLERS,
        (v) => actions.setTravellers(Number(v)),
        { narrow: true },
      )}
      {selectField(
        form,
        "rooms",
        t("circuit.roomsCount"),
        String(values.rooms),
        ROOMS,
        (v) => actions.setRooms(Number(v)),
        {
          narrow: true,
        },
      )}
    </>
  );
  return (
    <SearchFormFrame labelKey="shell.productCircuits" formRef={formRef} onSubmit={actions.submit} footer={party}>
      <SearchFormRow>
        {selectField(form, "region", t("circuit.region"), values.region, regions, actions.chooseRegion, {
          emptyLabel: t("circuit.regionNone"),
        })}
        {destinationField(form, { ...DESTINATION, label: "forms.destination" }, destination)}
        {selectField(form, "month", t("circuit.month"), values.month, monthChoices, actions.chooseMonth, {
          emptyLabel: "—",
        })}
      </SearchFormRow>
    </SearchFormFrame>
  );
};
