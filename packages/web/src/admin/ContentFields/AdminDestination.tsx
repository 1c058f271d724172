import { autocompleteMinChars } from "@travesia/core";
import { useLocationAutocomplete } from "@travesia/hooks";
import { useState } from "react";
import { DestinationField } from "../../shared/DestinationField/DestinationField";

/** Props of {@link AdminDestination}. */
export interface AdminDestinationProps {
  readonly id: string;
  readonly label: string;
  readonly onChoose: (city: { readonly code: string; readonly name: string }) => void;
}

/**
 * A destination chooser for the back office: the portal's own location autocomplete (`useLocationAutocomplete`,
 * the search box's `DestinationField`); a city's suggestion carries its code as its value.
 */
export const AdminDestination = ({ id, label, onChoose }: AdminDestinationProps) => {
  const box = useLocationAutocomplete({ context: "destination" });
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState("");
  // A block box: the search forms' field is a flex item sized for their rows, not for a column.
  return (
    <div>
      <DestinationField
        id={id}
        label={label}
        placeholder=""
        text={text}
        chosenValue={chosen}
        options={box.data.options.filter((option) => option.type === "city" || option.type === "last")}
        status={box.status}
        minChars={autocompleteMinChars("destination")}
        issues={[]}
        onType={(next) => {
          setText(next);
          setChosen("");
          box.actions.setTerm(next);
        }}
        onChoose={(option) => {
          setText(option.label);
          setChosen(option.value);
          box.actions.choose(option);
          onChoose({ code: option.value, name: option.label });
        }}
      />
    </div>
  );
};
