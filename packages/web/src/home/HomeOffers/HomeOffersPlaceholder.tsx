import type { Ref } from "react";
import styles from "./HomeOffers.module.css";

/** The room the home offers take, held while their code and data load (nothing below them moves when they come). */
export const HomeOffersPlaceholder = ({ ref }: { readonly ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} className={styles.offers} aria-hidden="true" />
);
