import { type Occupancy, type OccupancyLimits, roomChildAgeOptions, type ValidationIssue } from "@travesia/core";
import type { RoomVerbs } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { countChoices, SelectField } from "../SelectField/SelectField";
import { fieldIssues } from "../searchForm/fieldIssues";

/** Props of the stateless {@link RoomsFields}. */
export interface RoomsFieldsProps {
  readonly idPrefix: string;
  readonly rooms: Occupancy;
  /** The form's bounds (core's `HOTEL_SEARCH_FORM_LIMITS` / `PACKAGE_SEARCH_FORM_LIMITS`). */
  readonly limits: OccupancyLimits;
  /** Every issue of the form; each select shows those of its own path (`["rooms", 0, "ages", 1]`). */
  readonly issues: readonly ValidationIssue[];
  /** Each room block has a remove button (spec 002 §2 flight-plus-hotel form). */
  readonly removable?: boolean;
  /** The form's room verbs (hooks' `RoomVerbs`: core's room events). */
  readonly verbs: RoomVerbs;
}

/**
 * Room count, then one block per room with adults, children and one age selector per child (spec 001 §4 "room count
 * change adds or trims rooms; child count change adds or trims age entries"). Age lists come from core
 * (`roomChildAgeOptions`: 0-17, only 2-17 once a room holds two infants).
 */
export const RoomsFields = ({ idPrefix, rooms, limits, issues, removable = false, verbs }: RoomsFieldsProps) => {
  const t = useT();
  const countId = `${idPrefix}-rooms`;
  return (
    <div className={styles.rooms}>
      <SelectField
        id={countId}
        label={t("forms.rooms")}
        value={String(rooms.length)}
        choices={countChoices(limits.rooms.min, limits.rooms.max)}
        issues={fieldIssues(issues, ["rooms"])}
        className={styles.narrow}
        onChange={(value) => verbs.setRoomCount(Number(value))}
      />
      {rooms.map((room, index) => {
        const roomId = `${idPrefix}-rooms-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no identity but their place in the list
          <fieldset key={index} className={styles.room}>
            <legend className={styles.roomLegend}>{t("forms.room", { number: index + 1 })}</legend>
            <SelectField
              id={`${roomId}-adults`}
              label={t("forms.adults")}
              value={String(room.adults)}
              choices={countChoices(limits.adults.min, limits.adults.max)}
              issues={fieldIssues(issues, ["rooms", index, "adults"])}
              className={styles.narrow}
              onChange={(value) => verbs.setAdults(index, Number(value))}
            />
            <SelectField
              id={`${roomId}-children`}
              label={t("forms.children")}
              value={String(room.children)}
              choices={countChoices(limits.children.min, limits.children.max)}
              issues={fieldIssues(issues, ["rooms", index, "children"])}
              className={styles.narrow}
              onChange={(value) => verbs.setChildren(index, Number(value))}
            />
            {Array.from({ length: room.children }, (_, child) => {
              const age = room.ages[child];
              return (
                <SelectField
                  // biome-ignore lint/suspicious/noArrayIndexKey: a child's selector is its place in the room
                  key={child}
                  id={`${roomId}-ages-${child}`}
                  label={t("forms.childAge", { number: child + 1 })}
                  value={age === undefined ? "" : String(age)}
                  emptyLabel={t("forms.chooseAge")}
                  choices={roomChildAgeOptions(room.ages, child).map((option) => ({
                    value: String(option.value),
                    label: option.label,
                  }))}
                  issues={fieldIssues(issues, ["rooms", index, "ages", child])}
                  className={styles.age}
                  onChange={(value) => {
                    if (value !== "") verbs.setChildAge(index, child, Number(value));
                  }}
                />
              );
            })}
            {removable && rooms.length > 1 ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => verbs.removeRoom(index)}
                aria-label={t("package.removeRoomNumber", { number: index + 1 })}
              >
                {t("package.removeRoom")}
              </button>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
};
