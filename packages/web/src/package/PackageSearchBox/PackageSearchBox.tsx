import {
  DATE_PICKER_DEFAULT_MONTHS,
  PACKAGE_SEARCH_FORM_LIMITS,
  type PackageSearchFormValues,
  type PackageSearchFormVariant,
} from "@travesia/core";
import type { PackageSearchFormVerbs } from "@travesia/hooks";
import { SearchFormFrame, SearchFormRow } from "../../shared/SearchFormFrame/SearchFormFrame";
import styles from "../../shared/SearchFormFrame/SearchFormFrame.module.css";
import type { SearchBoxViewProps } from "../../shared/SearchFormFrame/searchFormFields";
import {
  checkboxField,
  datesField,
  destinationField,
  placesField,
  roomsField,
  useSearchFormContext,
} from "../../shared/SearchFormFrame/searchFormFields";
import type { DestinationBinding, PlacesBinding } from "../../shared/searchForm/usePlaceBoxes";

/** Props of the stateless {@link PackageSearchBox}. */
export interface PackageSearchBoxProps extends SearchBoxViewProps<PackageSearchFormValues, PackageSearchFormVerbs> {
  /** Origins, destination and the accommodation city of 'hotel only for a different destination'. */
  readonly places: {
    readonly origins: PlacesBinding;
    readonly destination: DestinationBinding;
    readonly accommodation: DestinationBinding;
  };
  /** Desktop (home) or the results page's update form (rooms 1-7, 'Actualizar'); default desktop. */
  readonly variant?: PackageSearchFormVariant;
}

const ORIGINS = {
  name: "origins",
  label: "package.origins",
  placeholder: "flight.originsPlaceholder",
  display: "summary",
} as const;
const PLACE = { placeholder: "forms.destinationPlaceholder" } as const;
const FLIGHT_DATES = { names: ["checkIn", "checkOut"], labels: ["forms.checkIn", "forms.checkOut"] } as const;
const HOTEL_DATES = { names: ["hotelIn", "hotelOut"], labels: ["package.hotelIn", "package.hotelOut"] } as const;

/**
 * The flight-plus-hotel box's field list in the shared frame (spec 002 §2, desktop form): origin airports, destination,
 * check-in and check-out, 'hotel only for a different destination' revealing the accommodation city, 'hotel only for
 * part of the stay' revealing entry and exit dates with their nights, and rooms with a remove button each.
 */
export const PackageSearchBox = (props: PackageSearchBoxProps) => {
  const { values, issues, actions, variant = "desktop" } = props;
  const form = useSearchFormContext("flightHotel", issues);
  const months = { months: DATE_PICKER_DEFAULT_MONTHS, nights: true };
  return (
    <SearchFormFrame
      labelKey="shell.productFlightHotel"
      submitKey={variant === "desktop" ? "shell.search" : "shell.update"}
      formRef={props.formRef}
      onSubmit={actions.submit}
    >
      <SearchFormRow>
        {placesField(form, ORIGINS, props.places.origins)}
        {destinationField(
          form,
          { ...PLACE, name: "destinationId", label: "package.destination" },
          props.places.destination,
        )}
      </SearchFormRow>
      <SearchFormRow>
        {datesField(form, { ...FLIGHT_DATES, ...months }, [values.checkIn, values.checkOut], actions.pickDates)}
      </SearchFormRow>
      <div className={styles.checks}>
        {checkboxField(
          form,
          "differentHotel",
          "package.differentHotel",
          values.differentHotel,
          actions.toggleDifferentHotel,
          "accommodation",
        )}
        {checkboxField(
          form,
          "partialHotel",
          "package.partialHotel",
          values.partialHotel,
          actions.togglePartialStay,
          "stay",
        )}
      </div>
      <SearchFormRow id="flightHotel-accommodation" hidden={!values.differentHotel}>
        {destinationField(
          form,
          { ...PLACE, name: "accommodationCityId", label: "package.accommodationCity" },
          props.places.accommodation,
        )}
      </SearchFormRow>
      <SearchFormRow id="flightHotel-stay" hidden={!values.partialHotel}>
        {datesField(form, { ...HOTEL_DATES, ...months }, [values.hotelIn, values.hotelOut], actions.pickPartialStay)}
      </SearchFormRow>
      <SearchFormRow>
        {roomsField(form, values.rooms, PACKAGE_SEARCH_FORM_LIMITS[variant], actions, true)}
      </SearchFormRow>
    </SearchFormFrame>
  );
};
