import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelShareMenu.module.css";
import type { HotelShareMenuProps } from "./HotelShareMenuPlaceholder";

/**
 * A hotel's 'Compartir' menu (spec 001 §2 "share (facebook, twitter, e-mail with or without PDF, whatsapp on small
 * screens)") as a Headless UI menu: Enter, Space or the arrow keys open it, the arrows move, Escape or a click outside
 * closes it and the focus goes back to 'Compartir' (also after an e-mail variant is chosen, so the e-mail dialog
 * gives it back there). Its items exist only while it is open (the results page's 800-element limit: every card has one).
 */
export const HotelShareMenu = ({ hotelName, links, onEmail, emailWithPdf }: HotelShareMenuProps) => {
  const t = useT();
  // Every card has these items: each name says its hotel (and starts with the visible text).
  const named = (text: string) => `${text}: ${hotelName}`;
  const external = (href: string, key: "share.facebook" | "share.twitter" | "share.whatsapp") => (
    <MenuItem
      as="a"
      className={styles.item}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${named(t(key))} ${t("hotelShare.newTab")}`}
    >
      {t(key)}
    </MenuItem>
  );
  return (
    <Menu as="div" className={styles.share}>
      <MenuButton className={styles.button} aria-label={named(t("share.title"))}>
        {t("share.title")}
      </MenuButton>
      {/* Positioned by CSS under its button (no `anchor`: it would portal out of the card); not modal, so the page
          keeps its scroll bar while the menu is open. */}
      <MenuItems className={styles.menu} modal={false}>
        <MenuItem
          as="button"
          type="button"
          className={styles.item}
          onClick={() => onEmail(false)}
          aria-label={named(t("share.email"))}
        >
          {t("share.email")}
        </MenuItem>
        {emailWithPdf ? (
          <MenuItem
            as="button"
            type="button"
            className={styles.item}
            onClick={() => onEmail(true)}
            aria-label={named(t("share.emailWithPdf"))}
          >
            {t("share.emailWithPdf")}
          </MenuItem>
        ) : null}
        {external(links.facebook, "share.facebook")}
        {external(links.twitter, "share.twitter")}
        {links.whatsapp === null ? null : external(links.whatsapp, "share.whatsapp")}
      </MenuItems>
    </Menu>
  );
};
