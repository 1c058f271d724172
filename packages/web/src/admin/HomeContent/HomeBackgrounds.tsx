import {
  type AdminHomeBackground,
  type AdminIssue,
  HOME_BOX_PRODUCTS,
  type HomeBackgroundSlot,
  homeBackgroundKey,
  UPLOAD_IMAGE_MAX_BYTES,
} from "@travesia/core";
import { useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { ImageUploadField } from "../ContentFields/ImageUploadField";
import { useSlotName } from "../slotName";
import own from "./HomeBackgrounds.module.css";

/** Props of the stateless background images section. */
export interface HomeBackgroundsProps {
  /** The page code of the product whose slots are shown. */
  readonly pageCode: string;
  readonly backgrounds: readonly AdminHomeBackground[];
  /** The slot whose upload is in flight, if any. */
  readonly uploading: HomeBackgroundSlot | null;
  readonly status: string;
  readonly issues: readonly AdminIssue[];
  readonly onProduct: (pageCode: string) => void;
  readonly onUpload: (slot: HomeBackgroundSlot, file: File) => void;
}

/**
 * The home's background images (spec 000 §2; issue 40 "per product, device and language"): a product chosen, then
 * its desktop and tablet images in each language, each with the image the home shows now (uploaded or default) and
 * an upload. Phones show none, so they have no slot.
 */
export const HomeBackgrounds = (props: HomeBackgroundsProps) => {
  const { pageCode, backgrounds, uploading, issues } = props;
  const t = useAdminT();
  const portalT = useT();
  const id = useId();
  const slotName = useSlotName();
  return (
    <section className={styles.fieldset} aria-labelledby={id}>
      <h3 id={id} className={styles.legend}>
        {t("admin.backgrounds.title")}
      </h3>
      <p className={styles.hint}>{t("admin.backgrounds.hint")}</p>
      <span className={page.field}>
        <label htmlFor={`${id}-product`}>{t("admin.backgrounds.product")}</label>
        <select
          id={`${id}-product`}
          className={page.input}
          value={pageCode}
          onChange={(event) => props.onProduct(event.target.value)}
        >
          {HOME_BOX_PRODUCTS.map((entry) => (
            <option key={entry.pageCode} value={entry.pageCode}>
              {portalT(entry.labelKey)}
            </option>
          ))}
        </select>
      </span>
      <p role="status" className={issues.length > 0 ? styles.issue : styles.status}>
        {issues.length > 0 ? issues.map((issue) => t(issue.key, issue.params)).join(" ") : props.status}
      </p>
      <ul className={own.slots}>
        {backgrounds
          .filter((slot) => slot.pageCode === pageCode)
          .map((slot) => {
            const key = homeBackgroundKey(slot);
            const name = slotName(slot);
            return (
              <li key={key} data-testid="background-slot" data-slot={key}>
                <fieldset className={own.slot}>
                  <legend>{name}</legend>
                  <img
                    src={slot.thumbnailUrl}
                    alt={t("admin.backgrounds.imageAlt", { slot: name })}
                    width={160}
                    height={120}
                    loading="lazy"
                  />
                  <span className={styles.badge}>
                    {t(slot.uploaded === "" ? "admin.backgrounds.default" : "admin.backgrounds.uploaded")}
                  </span>
                  <ImageUploadField
                    id={`${id}-${key.replaceAll("/", "-")}`}
                    label={t("admin.backgrounds.upload", { maxMb: UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024) })}
                    disabled={uploading !== null}
                    onFile={(file) => props.onUpload(slot, file)}
                  />
                </fieldset>
              </li>
            );
          })}
      </ul>
    </section>
  );
};
