import type { HotelShareLinks } from "@travesia/core";
import { type ReactNode, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
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
 * Folds the share menu once an e-mail variant is chosen and puts the focus on 'Compartir', so that the dialog gives
 * the focus back there (not to a hidden item) when it closes.
 */
const closeMenu = (item: HTMLElement) => {
  const menu = item.closest("details");
  menu?.removeAttribute("open");
  menu?.querySelector("summary")?.focus();
};

/**
 * A hotel's print and share actions (spec 001 §2 "print PDF (hidden on extra-small screens), share (facebook,
 * twitter, e-mail with or without PDF, whatsapp on small screens)"): 'Imprimir PDF' with 'Espere un momento se esta
 * generando el PDF' while it is generated, then the download link, or the Download failure (§8); 'Compartir' opens a
 * disclosure with the networks (new tab) and the e-mail variants (the one with the PDF when the portal offers it).
 */
export const HotelShareBar = (props: HotelShareBarProps) => {
  const t = useT();
  // The menu's items exist only while it is open: every results card has one (issue 11's 800-element budget).
  const [menuOpen, setMenuOpen] = useState(false);
  // Every card has these controls: each name says its hotel (and starts with the visible text).
  const named = (text: string) => `${text}: ${props.hotelName}`;
  const external = (href: string, key: "share.facebook" | "share.twitter" | "share.whatsapp") => (
    <li>
      <a
        className={styles.item}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${named(t(key))} ${t("hotelShare.newTab")}`}
      >
        {t(key)}
      </a>
    </li>
  );
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
        <details className={styles.share} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
          <summary className={styles.action} aria-label={named(t("share.title"))}>
            {t("share.title")}
          </summary>
          {menuOpen ? (
            <ul className={styles.menu}>
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={(event) => {
                    closeMenu(event.currentTarget);
                    props.onEmail(false);
                  }}
                  aria-label={named(t("share.email"))}
                >
                  {t("share.email")}
                </button>
              </li>
              {props.emailWithPdf ? (
                <li>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={(event) => {
                      closeMenu(event.currentTarget);
                      props.onEmail(true);
                    }}
                    aria-label={named(t("share.emailWithPdf"))}
                  >
                    {t("share.emailWithPdf")}
                  </button>
                </li>
              ) : null}
              {external(props.links.facebook, "share.facebook")}
              {external(props.links.twitter, "share.twitter")}
              {props.links.whatsapp === null ? null : external(props.links.whatsapp, "share.whatsapp")}
            </ul>
          ) : null}
        </details>
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
