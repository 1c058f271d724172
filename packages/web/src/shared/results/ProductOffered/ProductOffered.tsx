import { ROUTES } from "@travesia/core";
import type { ReactNode } from "react";
import { ProductMessagePage } from "../ProductPage/ProductPage";

/** Props of {@link ProductOffered}. */
export interface ProductOfferedProps {
  /** Whether the visitor is offered the product: null while the record that decides it loads. */
  readonly offered: boolean | null;
  /** The page's heading when it only speaks (the product's name). */
  readonly title: string;
  /** What a visitor who is not offered the product reads. */
  readonly notOffered: string;
  readonly children: ReactNode;
}

/**
 * A product page's gate (transfers, activities, circuits: spec 000 §1's allowed products, or the portal's
 * configuration): the page itself when the product is offered, a wait while that is not known, and otherwise that it
 * is not offered, with a way home.
 */
export const ProductOffered = ({ offered, title, notOffered, children }: ProductOfferedProps) =>
  offered === true ? (
    children
  ) : (
    <ProductMessagePage
      title={title}
      message={offered === null ? { kind: "waiting" } : { kind: "home", text: notOffered, homeHref: ROUTES.home }}
    />
  );
