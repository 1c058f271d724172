import { type AdminAirline, UPLOAD_IMAGE_MAX_BYTES } from "@travesia/core";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { ImageUploadField } from "../ContentFields/ImageUploadField";

/** An airline's logo as the back office shows it: its thumbnail, or "no logo". */
export const AirlineLogo = ({ airline }: { readonly airline: AdminAirline }) => {
  const t = useAdminT();
  return airline.logo === "" ? (
    <span className={styles.hint}>{t("admin.airlines.noLogo")}</span>
  ) : (
    <img
      src={airline.logo.replace(/\.img$/, ".thumb")}
      alt={t("admin.airlines.logoAlt", { name: airline.name })}
      width={64}
      height={32}
    />
  );
};

/** Props of {@link AirlineLogoField}. */
export interface AirlineLogoFieldProps {
  readonly id: string;
  readonly airline: AdminAirline;
  readonly disabled: boolean;
  readonly onLogo: (file: File) => void;
}

/**
 * The logo of the airline being edited (issue 40 "airlines: names and logos"): the current one and an upload; the
 * flight results show it beside the airline's name from their next search.
 */
export const AirlineLogoField = ({ id, airline, disabled, onLogo }: AirlineLogoFieldProps) => {
  const t = useAdminT();
  return (
    <span className={page.field}>
      <AirlineLogo airline={airline} />
      <ImageUploadField
        id={id}
        label={t("admin.airlines.uploadLogo", { name: airline.name, maxMb: UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024) })}
        disabled={disabled}
        onFile={onLogo}
      />
    </span>
  );
};
