import type { MessageKey, Occupancy, OccupancyLimits, ValidationIssue } from "@travesia/core";
import type { RoomVerbs } from "@travesia/hooks";
import type { ReactNode, Ref } from "react";
import { type Translate, useT } from "../../i18n/LanguageContext";
import { CheckboxField } from "../CheckboxField/CheckboxField";
import { DateRangeFieldConnected } from "../DateRangeField/DateRangeFieldConnected";
import { DestinationField } from "../DestinationField/DestinationField";
import { PlacesField, type PlacesFieldProps } from "../PlacesField/PlacesField";
import { RoomsFields } from "../RoomsFields/RoomsFields";
import { type SelectChoice, SelectField } from "../SelectField/SelectField";
import { fieldIssues } from "../searchForm/fieldIssues";
import type { DestinationBinding, PlacesBinding } from "../searchForm/usePlaceBoxes";
import styles from "./SearchFormFrame.module.css";

/**
 * What a product's field list builds its fields from: its id prefix (`hotel` gives `hotel-destinationId`), the
 * form's issues (each field shows those of its own name) and the translator.
 */
export interface SearchFormContext {
  readonly prefix: string;
  readonly issues: readonly ValidationIssue[];
  readonly t: Translate;
}

/** What every product's stateless box takes: the form's values and issues, its verbs with a submit, its form ref. */
export interface SearchBoxViewProps<Values, Verbs> {
  readonly values: Values;
  readonly issues: readonly ValidationIssue[];
  /** The form's verbs (its hook's) and a submit that follows the hook's outcome. */
  readonly actions: Verbs & { readonly submit: () => void };
  readonly formRef?: Ref<HTMLFormElement>;
}

/** A date pair as a product declares it: its two field names and labels, months, nights shown or not. */
export interface DatesSpec {
  readonly names: readonly [string, string];
  readonly labels: readonly [MessageKey, MessageKey];
  readonly months: number;
  readonly nights?: boolean;
}

/** A place box as a product declares it: its field name, label and placeholder. */
export interface PlaceSpec {
  readonly name: string;
  readonly label: MessageKey;
  readonly placeholder: MessageKey;
}

/** The context of a product's field list, in the current language. */
export const useSearchFormContext = (prefix: string, issues: readonly ValidationIssue[]): SearchFormContext => ({
  prefix,
  issues,
  t: useT(),
});

const idOf = (form: SearchFormContext, name: string) => `${form.prefix}-${name}`;
const issuesOf = (form: SearchFormContext, name: string) => fieldIssues(form.issues, [name]);

/** A destination autocomplete (single place). */
export const destinationField = (form: SearchFormContext, spec: PlaceSpec, binding: DestinationBinding) => (
  <DestinationField
    id={idOf(form, spec.name)}
    label={form.t(spec.label)}
    placeholder={form.t(spec.placeholder)}
    issues={issuesOf(form, spec.name)}
    {...binding}
  />
);

/** A multi-place box: origins ('first (+N más)') or bundle tags. */
export const placesField = (
  form: SearchFormContext,
  spec: PlaceSpec & Pick<PlacesFieldProps, "display" | "immediate" | "noResultsKey">,
  binding: PlacesBinding,
) => (
  <PlacesField
    id={idOf(form, spec.name)}
    label={form.t(spec.label)}
    placeholder={form.t(spec.placeholder)}
    display={spec.display}
    immediate={spec.immediate}
    noResultsKey={spec.noResultsKey}
    issues={issuesOf(form, spec.name)}
    {...binding}
  />
);

/** Two read-only date inputs and their range calendar. */
export const datesField = (
  form: SearchFormContext,
  spec: DatesSpec,
  values: readonly [string, string],
  onChange: (start: string, end: string) => void,
  single = false,
) => (
  <DateRangeFieldConnected
    ids={[idOf(form, spec.names[0]), idOf(form, spec.names[1])]}
    labels={[form.t(spec.labels[0]), form.t(spec.labels[1])]}
    values={values}
    issues={[issuesOf(form, spec.names[0]), issuesOf(form, spec.names[1])]}
    single={single}
    months={spec.months}
    showNights={spec.nights === true}
    onChange={onChange}
  />
);

/** A labelled checkbox; `controls` names the block it reveals. */
export const checkboxField = (
  form: SearchFormContext,
  name: string,
  label: MessageKey,
  checked: boolean,
  onToggle: () => void,
  controls?: string,
) => (
  <CheckboxField
    id={idOf(form, name)}
    label={form.t(label)}
    checked={checked}
    onChange={onToggle}
    {...(controls === undefined ? {} : { controls: idOf(form, controls) })}
  />
);

/** A labelled select with its messages; `narrow` for short numeric lists. */
export const selectField = (
  form: SearchFormContext,
  name: string,
  label: string,
  value: string,
  choices: readonly SelectChoice[],
  onChange: (value: string) => void,
  options: { readonly narrow?: boolean; readonly emptyLabel?: string } = {},
) => (
  <SelectField
    id={idOf(form, name)}
    label={label}
    value={value}
    choices={choices}
    issues={issuesOf(form, name)}
    {...(options.emptyLabel === undefined ? {} : { emptyLabel: options.emptyLabel })}
    {...(options.narrow ? { className: styles.narrow } : {})}
    onChange={onChange}
  />
);

/** The link-styled button that opens or closes a form's advanced block. */
export const advancedToggle = (form: SearchFormContext, open: boolean, label: string, onToggle: () => void) => (
  <button
    type="button"
    className={styles.linkButton}
    aria-expanded={open}
    aria-controls={idOf(form, "advanced")}
    onClick={onToggle}
  >
    {label}
  </button>
);

/** The block an advanced-search toggle reveals (its id stays while hidden, for `aria-controls`). */
export const advancedBlock = (form: SearchFormContext, open: boolean, children: ReactNode) => (
  <div id={idOf(form, "advanced")} className={styles.advanced} hidden={!open}>
    {children}
  </div>
);

/** Room count and one block per room (hotel and flight-plus-hotel forms); `removable` adds a remove button per room. */
export const roomsField = (
  form: SearchFormContext,
  rooms: Occupancy,
  limits: OccupancyLimits,
  verbs: RoomVerbs,
  removable = false,
) => (
  <RoomsFields
    idPrefix={form.prefix}
    rooms={rooms}
    limits={limits}
    issues={form.issues}
    removable={removable}
    verbs={verbs}
  />
);
