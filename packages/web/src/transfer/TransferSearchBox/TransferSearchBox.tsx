import {
  DATE_PICKER_DEFAULT_MONTHS,
  TRANSFER_LUGGAGE_LIMITS,
  TRANSFER_PARTY_LIMITS,
  TRANSFER_PICKUP_TIMES,
  type TransferSearchFormValues,
} from "@travesia/core";
import type { TransferSearchFormVerbs } from "@travesia/hooks";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
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
import { useTransferT } from "../useTransferT";
import own from "./TransferSearchBox.module.css";

/** Props of the stateless {@link TransferSearchBox}. */
export interface TransferSearchBoxProps extends SearchBoxViewProps<TransferSearchFormValues, TransferSearchFormVerbs> {
  readonly from: DestinationBinding;
  readonly to: DestinationBinding;
}

const FROM = { name: "from", label: "transfer.from", placeholder: "forms.destinationPlaceholder" } as const;
const TO = { name: "to", label: "transfer.to", placeholder: "forms.destinationPlaceholder" } as const;
const DAYS = {
  names: ["outboundDate", "inboundDate"],
  labels: ["transfer.outboundDate", "transfer.inboundDate"],
  months: DATE_PICKER_DEFAULT_MONTHS,
} as const;
const limits = TRANSFER_PARTY_LIMITS;
const ADULTS = countChoices(limits.adults.min, limits.adults.max);
const CHILDREN = countChoices(limits.children.min, limits.children.max);
const AGES = countChoices(limits.age.min, limits.age.max);
const LUGGAGE = countChoices(TRANSFER_LUGGAGE_LIMITS.min, TRANSFER_LUGGAGE_LIMITS.max);
const TIMES = TRANSFER_PICKUP_TIMES.map((time) => ({ value: time, label: time }));

/**
 * The transfer box in the shared frame: from and to (airports, hotels, any place), one way or round trip, the day
 * and pick-up time of each way, the passengers with each child's age, and the pieces of luggage.
 */
export const TransferSearchBox = ({ values, issues, from, to, actions, formRef }: TransferSearchBoxProps) => {
  const form = useSearchFormContext("transfer", issues);
  const t = useTransferT();
  const time = (name: "outboundTime" | "inboundTime", value: string, set: (time: string) => void) =>
    selectField(form, name, t(`transfer.${name}`), value, TIMES, set, { emptyLabel: "--:--" });
  const trip = (
    <fieldset className={`${styles.checks} ${own.trip}`}>
      <legend className="visually-hidden">{t("transfer.tripType")}</legend>
      {([false, true] as const).map((roundTrip) => (
        <label key={String(roundTrip)} className={styles.checkbox}>
          <input
            type="radio"
            name="transfer-tripType"
            id={`transfer-${roundTrip ? "roundTrip" : "oneWay"}`}
            checked={values.roundTrip === roundTrip}
            onChange={() => actions.setRoundTrip(roundTrip)}
          />
          {t(roundTrip ? "transfer.roundTrip" : "transfer.oneWay")}
        </label>
      ))}
    </fieldset>
  );
  const party = (
    <>
      {selectField(
        form,
        "adults",
        t("transfer.adults"),
        String(values.passengers.adults),
        ADULTS,
        (v) => actions.setAdults(Number(v)),
        { narrow: true },
      )}
      {selectField(
        form,
        "children",
        t("transfer.children"),
        String(values.passengers.children),
        CHILDREN,
        (v) => actions.setChildren(Number(v)),
        { narrow: true },
      )}
      {Array.from({ length: values.passengers.children }, (_, index) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is its place in the party
          key={index}
          id={`transfer-childAge-${index}`}
          label={t("transfer.childAge", { number: index + 1 })}
          value={values.passengers.ages[index] === undefined ? "" : String(values.passengers.ages[index])}
          choices={AGES}
          emptyLabel="—"
          issues={fieldIssues(issues, ["passengers", "ages", index])}
          onChange={(v) => actions.setChildAge(index, Number(v))}
        />
      ))}
      {selectField(
        form,
        "luggage",
        t("transfer.luggage"),
        String(values.luggage),
        LUGGAGE,
        (v) => actions.setLuggage(Number(v)),
        { narrow: true },
      )}
    </>
  );
  return (
    <SearchFormFrame labelKey="shell.productTransfers" formRef={formRef} onSubmit={actions.submit} footer={party}>
      {trip}
      <SearchFormRow>
        {destinationField(form, FROM, from)}
        {destinationField(form, TO, to)}
      </SearchFormRow>
      <SearchFormRow>
        {datesField(form, DAYS, [values.outboundDate, values.inboundDate], actions.pickDates, !values.roundTrip)}
        {time("outboundTime", values.outboundTime, actions.setOutboundTime)}
        {values.roundTrip ? time("inboundTime", values.inboundTime, actions.setInboundTime) : null}
      </SearchFormRow>
    </SearchFormFrame>
  );
};
