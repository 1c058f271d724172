import {
  type AdminHotel,
  type AdminIssue,
  type HotelContentEvent,
  type IconResult,
  LANGUAGES,
  type Language,
  RATING_SLIDER_BOUNDS,
} from "@travesia/core";
import type { HotelSaveState } from "@travesia/hooks";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router-dom";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import editor from "./HotelEditor.module.css";
import { HotelMedia } from "./HotelMedia";

// TipTap is the back office's largest library: it loads when a description is edited, in a chunk of its own.
const RichTextEditor = lazy(async () => ({
  default: (await import("../RichTextEditor/RichTextEditor")).RichTextEditor,
}));

/** Props of the stateless hotel editor. */
export interface HotelEditorProps {
  readonly hotel: AdminHotel;
  readonly save: HotelSaveState;
  readonly issues: readonly AdminIssue[];
  readonly iconTerm: string;
  readonly icons: readonly IconResult[];
  readonly listPath: string;
  readonly onIconTerm: (term: string) => void;
  readonly onEvent: (event: HotelContentEvent) => void;
  readonly onUpload: (file: File) => void;
}

const SAVE_TEXT = {
  idle: null,
  saving: "admin.hotels.uploading",
  saved: "admin.hotels.saved",
  failed: "admin.hotels.saveFailed",
  indexFailed: "admin.hotels.indexFailed",
} as const;

/**
 * One hotel in the back office: its description in rich text per language, its rating on a 1-to-5 slider, its
 * amenity icons (`find-icons`), its gallery and its videos. Each change is saved at once and recorded in the change log.
 */
export const HotelEditor = (props: HotelEditorProps) => {
  const { hotel, save, issues } = props;
  const t = useAdminT();
  const id = useId();
  const [language, setLanguage] = useState<Language>("es");
  const [draft, setDraft] = useState<string | null>(null);
  const [rating, setRating] = useState(hotel.content.rating);
  const busy = save === "saving";
  const status = SAVE_TEXT[save];
  const { min, max, step } = RATING_SLIDER_BOUNDS;
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.hotels.editTitle", { name: hotel.name })}
      </h2>
      <Link to={props.listPath}>{t("admin.hotels.back")}</Link>
      <p role="status" className={styles.status}>
        {status === null ? "" : t(status)}
      </p>
      {issues.length === 0 ? null : (
        <p role="alert" className={styles.issue}>
          {issues.map((issue) => t(issue.key, issue.params)).join(" ")}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.hotels.description")}</legend>
        <span className={page.field}>
          <label htmlFor={`${id}-language`}>{t("admin.hotels.descriptionLanguage")}</label>
          <select
            id={`${id}-language`}
            className={page.input}
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value as Language);
              setDraft(null);
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </span>
        <span id={`${id}-description`}>{t("admin.hotels.description")}</span>
        <Suspense fallback={<p className={styles.hint}>{t("admin.hotels.editorLoading")}</p>}>
          <RichTextEditor
            key={language}
            labelId={`${id}-description`}
            initialHtml={hotel.content.descriptions[language]}
            onChange={setDraft}
            labels={{
              toolbar: t("admin.hotels.toolbar"),
              bold: t("admin.hotels.bold"),
              italic: t("admin.hotels.italic"),
              bulletList: t("admin.hotels.bulletList"),
              numberedList: t("admin.hotels.numberedList"),
            }}
          />
        </Suspense>
        <button
          type="button"
          className={page.primary}
          disabled={busy || draft === null}
          onClick={() => draft !== null && props.onEvent({ type: "descriptionSet", language, html: draft })}
        >
          {t("admin.hotels.saveDescription")}
        </button>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.hotels.rating")}</legend>
        <span className={page.field}>
          <label htmlFor={`${id}-rating`}>{t("admin.hotels.rating")}</label>
          <input
            id={`${id}-rating`}
            type="range"
            className={editor.range}
            min={min}
            max={max}
            step={step}
            value={rating}
            aria-valuetext={t("admin.hotels.ratingValue", { count: rating })}
            onChange={(event) => setRating(Number(event.target.value))}
          />
          <output htmlFor={`${id}-rating`}>
            {"★".repeat(rating)} {t("admin.hotels.ratingValue", { count: rating })}
          </output>
        </span>
        <button
          type="button"
          className={page.primary}
          disabled={busy || rating === hotel.content.rating}
          onClick={() => props.onEvent({ type: "ratingSet", rating })}
        >
          {t("admin.hotels.saveRating")}
        </button>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.hotels.amenities")}</legend>
        {hotel.icons.length === 0 ? <p className={styles.hint}>{t("admin.hotels.noAmenities")}</p> : null}
        <ul className={editor.chips}>
          {hotel.icons.map((icon) => (
            <li key={icon.className} className={editor.chip}>
              {icon.name}
              <button
                type="button"
                className={page.secondary}
                disabled={busy}
                aria-label={t("admin.hotels.removeIcon", { name: icon.name })}
                onClick={() => props.onEvent({ type: "amenityRemoved", code: icon.className })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        <span className={page.field}>
          <label htmlFor={`${id}-icon`}>{t("admin.hotels.findIcon")}</label>
          <input
            id={`${id}-icon`}
            className={page.input}
            value={props.iconTerm}
            aria-describedby={`${id}-icon-hint`}
            onChange={(event) => props.onIconTerm(event.target.value)}
          />
        </span>
        <p id={`${id}-icon-hint`} className={styles.hint}>
          {t("admin.hotels.findHint")}
        </p>
        <ul className={editor.chips}>
          {props.icons
            .filter((icon) => !hotel.content.amenities.includes(icon.className))
            .map((icon) => (
              <li key={icon.className}>
                <button
                  type="button"
                  className={page.secondary}
                  disabled={busy}
                  onClick={() => props.onEvent({ type: "amenityAdded", code: icon.className })}
                >
                  {t("admin.hotels.addIcon", { name: icon.name })}
                </button>
              </li>
            ))}
        </ul>
      </fieldset>
      <HotelMedia hotel={hotel} busy={busy} onEvent={props.onEvent} onUpload={props.onUpload} />
    </section>
  );
};
