import { DATE_PICKER_DEFAULT_MONTHS, HOUSE_PASSENGER_LIMITS, type HouseSearchFormValues } from "@travesia/core";
import type { HouseSearchFormVerbs } from "@travesia/hooks";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import {
  datesField,
  destinationField,
  selectField,
  useSearchFormContext,
} from "../../shared/SearchFormFrame/searchFormFields";
import { countChoices } from "../../shared/SelectField/SelectField";
import type { DestinationBinding } from "../../shared/searchForm/usePlaceBoxes";

/** Props of the stateless {@link HouseSearchBox}. */
export interface HouseSearchBoxProps extends SearchBoxViewProps<HouseSearchFormValues, HouseSearchFormVerbs> {
  readonly destination: DestinationBinding;
}

const DESTINATION = {
  name: "destinationId",
  label: "forms.destination",
  placeholder: "forms.destinationPlaceholder",
} as const;
const STAY = {
  names: ["checkIn", "checkOut"],
  labels: ["forms.checkIn", "forms.checkOut"],
  months: DATE_PICKER_DEFAULT_MONTHS,
  nights: true,
} as const;
const PASSENGERS = countChoices(HOUSE_PASSENGER_LIMITS.min, HOUSE_PASSENGER_LIMITS.max);

/** The holiday-house box's field list in the shared frame (spec 001 §2 Home search, §3 "passengers (default 2)"). */
export const HouseSearchBox = ({ values, issues, destination, actions, formRef }: HouseSearchBoxProps) => {
  const form = useSearchFormContext("house", issues);
  const passengers = selectField(
    form,
    "passengers",
    form.t("house.passengers"),
    String(values.passengers),
    PASSENGERS,
    (value) => actions.setPassengers(Number(value)),
    { narrow: true },
  );
  return (
    <SearchFormFrame labelKey="shell.productHouses" formRef={formRef} onSubmit={actions.submit} footer={passengers}>
      <SearchFormRow>
        {destinationField(form, DESTINATION, destination)}
        {datesField(form, STAY, [values.checkIn, values.checkOut], actions.pickDates)}
      </SearchFormRow>
    </SearchFormFrame>
  );
};
