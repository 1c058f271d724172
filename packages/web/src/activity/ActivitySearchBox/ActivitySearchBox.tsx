import { ACTIVITY_PARTY_LIMITS, type ActivitySearchFormValues, DATE_PICKER_DEFAULT_MONTHS } from "@travesia/core";
import type { ActivitySearchFormVerbs } from "@travesia/hooks";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import {
  datesField,
  destinationField,
  selectField,
  useSearchFormContext,
} from "../../shared/SearchFormFrame/searchFormFields";
import { countChoices, SelectField } from "../../shared/SelectField/SelectField";
import { fieldIssues } from "../../shared/searchForm/fieldIssues";
import type { DestinationBinding } from "../../shared/searchForm/usePlaceBoxes";
import { useActivityT } from "../useActivityT";

/** Props of the stateless {@link ActivitySearchBox}. */
export interface ActivitySearchBoxProps extends SearchBoxViewProps<ActivitySearchFormValues, ActivitySearchFormVerbs> {
  readonly destination: DestinationBinding;
}

const DESTINATION = {
  name: "destinationId",
  label: "forms.destination",
  placeholder: "forms.destinationPlaceholder",
} as const;
const DAYS = {
  names: ["from", "to"],
  labels: ["activity.dateFrom", "activity.dateTo"],
  months: DATE_PICKER_DEFAULT_MONTHS,
} as const;
const limits = ACTIVITY_PARTY_LIMITS;
const ADULTS = countChoices(limits.adults.min, limits.adults.max);
const CHILDREN = countChoices(limits.children.min, limits.children.max);
const AGES = countChoices(limits.age.min, limits.age.max);
const INFANTS = countChoices(limits.infants.min, limits.infants.max);

/** The activity box in the shared frame: destination, date range, participants with each child's age. */
export const ActivitySearchBox = ({ values, issues, destination, actions, formRef }: ActivitySearchBoxProps) => {
  const form = useSearchFormContext("activity", issues);
  const t = useActivityT();
  const party = (
    <>
      {selectField(
        form,
        "adults",
        t("activity.adults"),
        String(values.adults),
        ADULTS,
        (v) => actions.setAdults(Number(v)),
        { narrow: true },
      )}
      {selectField(
        form,
        "children",
        t("activity.children"),
        String(values.childAges.length),
        CHILDREN,
        (v) => actions.setChildren(Number(v)),
        { narrow: true },
      )}
      {values.childAges.map((age, index) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is its place in the party
          key={index}
          id={`activity-childAge-${index}`}
          label={t("activity.childAge", { number: index + 1 })}
          value={age === null ? "" : String(age)}
          choices={AGES}
          emptyLabel="—"
          issues={fieldIssues(issues, ["childAges", index])}
          onChange={(v) => actions.setChildAge(index, Number(v))}
        />
      ))}
      {selectField(
        form,
        "infants",
        t("activity.infants"),
        String(values.infants),
        INFANTS,
        (v) => actions.setInfants(Number(v)),
        { narrow: true },
      )}
    </>
  );
  return (
    <SearchFormFrame labelKey="shell.productActivities" formRef={formRef} onSubmit={actions.submit} footer={party}>
      <SearchFormRow>
        {destinationField(form, DESTINATION, destination)}
        {datesField(form, DAYS, [values.from, values.to], actions.pickDates)}
      </SearchFormRow>
    </SearchFormFrame>
  );
};
