import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { KeyboardEvent } from "react";
import { useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import styles from "./DetailGallery.module.css";

/** Props of the enlarged photo. */
export interface DetailGalleryDialogProps {
  readonly src: string;
  readonly alt: string;
  readonly product: "hotel" | "house" | "activity";
  /** The hotel or house name: the dialog's title. */
  readonly title: string;
  /** 'Foto 2 de 8' as words, read under the title. */
  readonly position: string;
  /** One photo only: no previous/next. */
  readonly single: boolean;
  readonly onStep: (delta: -1 | 1) => void;
  readonly onClose: () => void;
}

/** One photo enlarged in a modal dialog: focus kept inside, Escape or 'Cerrar' closes, arrows or buttons move. */
export const DetailGalleryDialog = ({
  src,
  alt,
  product,
  title,
  position,
  single,
  onStep,
  onClose,
}: DetailGalleryDialogProps) => {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (single) return;
    if (event.key === "ArrowLeft") onStep(-1);
    if (event.key === "ArrowRight") onStep(1);
  };
  return (
    <Dialog open onClose={onClose} className={styles.root} onKeyDown={onKeyDown}>
      <div className={styles.backdrop} aria-hidden="true" />
      <DialogPanel className={styles.panel}>
        <DialogTitle as="h2" className={styles.title}>
          {title}
        </DialogTitle>
        <p className={styles.position}>{position}</p>
        <ProductImageConnected
          product={product}
          src={src}
          alt={alt}
          className={styles.large}
          width={800}
          height={620}
        />
        <div className={styles.actions}>
          {single ? null : (
            <button type="button" className={styles.action} onClick={() => onStep(-1)}>
              {t("houseDetail.previousPhoto")}
            </button>
          )}
          {single ? null : (
            <button type="button" className={styles.action} onClick={() => onStep(1)}>
              {t("houseDetail.nextPhoto")}
            </button>
          )}
          <button type="button" className={styles.action} onClick={onClose}>
            {t("houseDetail.closePhoto")}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
};
