import type { HotelShareLinks } from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import { HotelShareMenuLazy } from "../HotelShareMenu/HotelShareMenuLazy";
import styles from "./HotelShareBar.module.css";

/** Props of the stateless {@link HotelShareBar}. */
export interface HotelShareBarProps {
  readonly hotelName: string;
  /** Core's `hotelShareLinks`: Facebook, Twitter, and WhatsApp on phones. */
  readonly links: HotelShareLinks;
  /** The hotel PDF call's state (hooks' `useHotelPdf`) and the file once generated. */
  readonly pdfStatus: "idle" | "generating" | "ready" | "failed";
  readonly pdfFile: string | null;
  readonly onPrintPdf: () => void;
  /** Opens the e-mail dialog, plain or with the hotel's PDF attached. */
  readonly onEmail: (withPdf: boolean) => void;
  /** Core's `hotelShareEmailVariants(flags).withPdf`: the portal's `mailIncludesPDF` offers the mail with the PDF. */
  readonly emailWithPdf: boolean;
  /** Slot: the e-mail dialog while it is open. */
  readonly dialog?: ReactNode;
  /** On the results page: 'Elegir para el PDF', the hotel's place in the multi-hotel PDF. */
  readonly pick?: { readonly selected: boolean; readonly onToggle: () => void };
}

/**
 * A hotel's print and share actions (spec 001 §2 "print PDF (hidden on extra-small screens), share (facebook,
 * twitter, e-mail with or without PDF, whatsapp on small screens)"): 'Imprimir PDF' with 'Espere un momento se esta
 * generando el PDF' while it is generated, then the download link, or the Download failure (§8); 'Compartir' opens a
 * menu (`HotelShareMenu`) with the e-mail variants (the one with the PDF when the portal offers it) and the networks
 * (new tab).
 */
export const HotelShareBar = (props: HotelShareBarProps) => {
  const t = useT();
  // Every card has these controls: each name says its hotel (and starts with the visible text).
  const named = (text: string) => `${text}: ${props.hotelName}`;
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.action} ${styles.print}`}
          disabled={props.pdfStatus === "generating"}
          onClick={props.onPrintPdf}
          aria-label={named(t("documents.printPdf"))}
        >
          {t("documents.printPdf")}
        </button>
        <HotelShareMenuLazy
          hotelName={props.hotelName}
          links={props.links}
          onEmail={props.onEmail}
          emailWithPdf={props.emailWithPdf}
        />
        {props.pick === undefined ? null : (
          <label className={styles.pick}>
            <input
              type="checkbox"
              checked={props.pick.selected}
              onChange={props.pick.onToggle}
              aria-label={named(t("hotelShare.selectForPdf"))}
            />
            {t("hotelShare.selectForPdf")}
          </label>
        )}
      </div>
      {props.pdfStatus === "generating" ? (
        <p role="status" className={styles.note}>
          {t("documents.pdfProgress")}
        </p>
      ) : null}
      {props.pdfStatus === "ready" && props.pdfFile !== null ? (
        <a className={styles.download} href={props.pdfFile} download aria-label={named(t("hotelShare.downloadPdf"))}>
          {t("hotelShare.downloadPdf")}
        </a>
      ) : null}
      {props.pdfStatus === "failed" ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{t("documents.failureTitle")}</p>
          <p>{t("documents.failure")}</p>
        </div>
      ) : null}
      {props.dialog}
    </div>
  );
};
