import {
  CALENDAR_MONTHS_HOME_HOTEL,
  DATE_PICKER_DEFAULT_MONTHS,
  HOTEL_AVAILABILITY_LABEL_KEYS,
  HOTEL_SEARCH_FORM_LIMITS,
  type HotelSearchAvailability,
  type HotelSearchFormValues,
  type HotelSearchFormVariant,
} from "@travesia/core";
import type { HotelSearchFormVerbs } from "@travesia/hooks";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import {
  advancedBlock,
  advancedToggle,
  datesField,
  destinationField,
  roomsField,
  selectField,
  useSearchFormContext,
} from "../../shared/SearchFormFrame/searchFormFields";
import type { DestinationBinding } from "../../shared/searchForm/usePlaceBoxes";

/** Props of the stateless {@link HotelSearchBox}. */
export interface HotelSearchBoxProps extends SearchBoxViewProps<HotelSearchFormValues, HotelSearchFormVerbs> {
  readonly destination: DestinationBinding;
  /** Home box, results page (rooms 1-7) or package flow; default home. */
  readonly variant?: HotelSearchFormVariant;
}

const DESTINATION = { name: "destinationId", label: "forms.destination", placeholder: "location.placeholder" } as const;
const STAY = { names: ["checkIn", "checkOut"], labels: ["forms.checkIn", "forms.checkOut"], nights: true } as const;
const AVAILABILITIES = Object.keys(HOTEL_AVAILABILITY_LABEL_KEYS) as HotelSearchAvailability[];

/**
 * The hotel box's field list in the shared frame (spec 001 §2 Home search): destination, check-in and check-out from
 * the range calendar (25 months on home), nights, rooms with guests and child ages, and the advanced search (hotel
 * name, availability).
 */
export const HotelSearchBox = ({
  values,
  issues,
  destination,
  actions,
  variant = "home",
  formRef,
}: HotelSearchBoxProps) => {
  const form = useSearchFormContext("hotel", issues);
  const { t } = form;
  const months = variant === "home" ? CALENDAR_MONTHS_HOME_HOTEL : DATE_PICKER_DEFAULT_MONTHS;
  const availabilityChoices = AVAILABILITIES.map((code) => ({
    value: code,
    label: t(HOTEL_AVAILABILITY_LABEL_KEYS[code]),
  }));
  const toggle = advancedToggle(form, values.moreFilters, t("forms.advancedSearch"), actions.toggleAdvancedSearch);
  return (
    <SearchFormFrame labelKey="shell.productHotels" formRef={formRef} onSubmit={actions.submit} footer={toggle}>
      <SearchFormRow>
        {destinationField(form, DESTINATION, destination)}
        {datesField(form, { ...STAY, months }, [values.checkIn, values.checkOut], actions.pickDates)}
      </SearchFormRow>
      <SearchFormRow>{roomsField(form, values.rooms, HOTEL_SEARCH_FORM_LIMITS[variant], actions)}</SearchFormRow>
      {advancedBlock(
        form,
        values.moreFilters,
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="hotel-hotelName">
              {t("forms.hotelName")}
            </label>
            <input
              id="hotel-hotelName"
              className={styles.control}
              value={values.hotelName}
              onChange={(event) => actions.typeHotelName(event.target.value)}
            />
          </div>
          {selectField(
            form,
            "availability",
            t("forms.availability"),
            values.availability,
            availabilityChoices,
            (value) => {
              const code = AVAILABILITIES.find((candidate) => candidate === value);
              if (code !== undefined) actions.setAvailability(code);
            },
          )}
        </>,
      )}
    </SearchFormFrame>
  );
};
