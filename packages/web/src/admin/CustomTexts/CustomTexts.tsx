import { Field, Fieldset, Label, Legend, Radio, RadioGroup } from "@headlessui/react";
import type { AdminCustomText, AdminTextVariant } from "@travesia/core";
import { type ReactNode, useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** Props of the stateless custom texts module. */
export interface CustomTextsProps {
  readonly variants: readonly AdminTextVariant[];
  readonly variant: string | null;
  readonly search: string;
  readonly texts: readonly AdminCustomText[];
  readonly onVariant: (id: string) => void;
  readonly onSearch: (search: string) => void;
  readonly onEdit: (text: AdminCustomText) => void;
  /** The editor of the text being edited, if any (drawn under the list). */
  readonly editor: ReactNode;
}

/**
 * The "custom texts" module (spec 000 §3 "custom variants with overwrite"): choose a language variant, find a text
 * by its key or content (or see the ones already customised), and edit one; a visitor whose language is that
 * variant sees the new text on the next page.
 */
export const CustomTexts = ({
  variants,
  variant,
  search,
  texts,
  onVariant,
  onSearch,
  onEdit,
  editor,
}: CustomTextsProps) => {
  const t = useAdminT();
  const id = useId();
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.texts")}
      </h2>
      <Fieldset className={styles.fieldset}>
        <Legend className={styles.legend}>{t("admin.texts.variant")}</Legend>
        <RadioGroup
          className={styles.radios}
          value={variant ?? ""}
          onChange={onVariant}
          aria-label={t("admin.texts.variant")}
        >
          {variants.map((option) => (
            <Field key={option.id}>
              <Radio value={option.id} className={styles.radio}>
                <span className={styles.dot} aria-hidden="true" />
                <Label>{option.name}</Label>
              </Radio>
            </Field>
          ))}
        </RadioGroup>
      </Fieldset>
      <form
        className={page.field}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get("q") ?? ""));
        }}
      >
        <label htmlFor={`${id}-q`}>{t("admin.texts.search")}</label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t("admin.texts.searchHint")}
        </p>
        <span className={page.actions}>
          <input
            id={`${id}-q`}
            className={page.input}
            name="q"
            type="search"
            defaultValue={search}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className={page.secondary}>
            {t("admin.texts.searchSubmit")}
          </button>
        </span>
      </form>
      {texts.length === 0 ? (
        <p className={page.muted}>{t("admin.texts.none")}</p>
      ) : (
        <ul className={styles.list}>
          {texts.map((text) => (
            <li key={text.key} className={styles.row} data-testid="custom-text">
              <dl className={styles.entry}>
                <dt>{t("admin.audit.what")}</dt>
                <dd>
                  <code>{text.key}</code>
                </dd>
                <dt>{t("admin.texts.original")}</dt>
                <dd>{text.base}</dd>
                <dt>{t("admin.texts.custom")}</dt>
                <dd>{text.text === "" ? t("admin.texts.notCustom") : text.text}</dd>
              </dl>
              <button
                type="button"
                className={page.secondary}
                aria-label={t("admin.texts.editLabel", { key: text.key })}
                onClick={() => onEdit(text)}
              >
                {t("admin.texts.edit")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {editor}
    </section>
  );
};
