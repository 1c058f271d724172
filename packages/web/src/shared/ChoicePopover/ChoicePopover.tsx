import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { CloseIcon } from "../icons";
import styles from "./ChoicePopover.module.css";
import { ChoiceButtonFace, type ChoicePopoverProps } from "./ChoicePopoverPlaceholder";

/** The interactive small selector: Headless UI popover positioned by CSS (no `anchor`, so it stays in the header). */
export const ChoicePopover = (props: ChoicePopoverProps) => {
  const { title, closeLabel, options, selectedId, disabled, onSelect, name } = props;
  const headingId = `${name}-title`;
  return (
    <Popover className={styles.popover}>
      <PopoverButton className={styles.button} disabled={disabled} data-testid={`${name}-button`}>
        <ChoiceButtonFace {...props} />
      </PopoverButton>
      <PopoverPanel focus className={styles.panel} aria-labelledby={headingId} data-testid={`${name}-panel`}>
        <div className={styles.panelHeader}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <CloseButton className={styles.close}>
            <CloseIcon />
            <span className="visually-hidden">{closeLabel}</span>
          </CloseButton>
        </div>
        <ul className={styles.list}>
          {options.map((option) => (
            <li key={option.id}>
              <CloseButton
                className={styles.option}
                aria-current={option.id === selectedId ? "true" : undefined}
                lang={option.lang}
                onClick={() => onSelect(option.id)}
              >
                {option.detail === undefined ? null : <span className={styles.detail}>{option.detail}</span>}
                <span>{option.label}</span>
                {option.id === selectedId ? (
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </CloseButton>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
};
