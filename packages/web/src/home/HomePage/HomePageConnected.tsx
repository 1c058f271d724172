import {
  type FindHashNotice,
  type FindHashRestore,
  type HomeBoxProduct,
  type MessageKey,
  searchProductOfHash,
} from "@travesia/core";
import { useHomeBoxOffered, useToday } from "@travesia/hooks";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HomePage } from "./HomePage";

const NOT_OFFERED: Readonly<Record<"transfer" | "activity" | "circuit" | "netsuite", MessageKey>> = {
  transfer: "findHash.notOfferedTransfer",
  activity: "findHash.notOfferedActivity",
  circuit: "findHash.notOfferedCircuit",
  netsuite: "findHash.notOfferedNetsuite",
};

/**
 * The home page: the selected tab (a product link's hash chooses it) and the URL's hash. A
 * `find-{product}/{name}/{id}` hash (spec 000 §2) restores its search: the results page when the hash holds the whole
 * search (core's `findHashTarget`), else the product's box filled with every field the hash carries, and a notice
 * naming the fields it lacks; NetSuite, and transfers, activities or circuits for a visitor they are not offered to
 * (core's `homeBoxOffered`), say they are not offered here.
 */
export const HomePageConnected = () => {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const today = useToday();
  const [product, setProduct] = useState<HomeBoxProduct>(() => searchProductOfHash(hash) ?? "hotel");
  const [notice, setNotice] = useState<{ hash: string; key: MessageKey } | null>(null);
  // Whether the visitor is offered each restricted product (spec 000 §1 `trf`, `act`; circuits by the configuration);
  // null until the record that decides it has answered.
  const transfer = useHomeBoxOffered("transfer");
  const activity = useHomeBoxOffered("activity");
  const circuit = useHomeBoxOffered("circuit");
  // The last incomplete find hash's box stays filled after the hash changes (a product link); its notice does not.
  const [restore, setRestore] = useState<{ key: string; box: FindHashRestore; notice: FindHashNotice } | null>(null);
  // The header's product links (`/#flights` …) choose the box.
  useEffect(() => {
    const linked = searchProductOfHash(hash);
    if (linked !== undefined) setProduct(linked);
    if (!hash.startsWith("#find-")) return;
    let current = true;
    void import("../findHash/findHashTarget").then(({ findHashTarget, findHashNotice }) => {
      if (!current) return;
      const target = findHashTarget(hash, today);
      if (target._tag === "results" || target._tag === "box") {
        const restricted = target.product;
        if (restricted === "transfer" || restricted === "activity" || restricted === "circuit") {
          const offered = { transfer, activity, circuit }[restricted];
          if (offered === null) return;
          if (!offered) return setNotice({ hash, key: NOT_OFFERED[restricted] });
        }
      }
      if (target._tag === "results") navigate(target.url, { replace: true });
      else if (target._tag === "box") {
        setProduct(target.product);
        setRestore({ key: hash, box: target, notice: findHashNotice(target.issues) });
      } else if (target._tag === "notOffered") setNotice({ hash, key: NOT_OFFERED[target.product] });
    });
    return () => {
      current = false;
    };
  }, [hash, today, navigate, transfer, activity, circuit]);
  return (
    <HomePage
      product={product}
      onProductChange={setProduct}
      restore={restore}
      hashNotice={restore?.key === hash ? restore.notice : null}
      noticeKey={notice?.hash === hash ? notice.key : null}
    />
  );
};
