// Its own chunk: Portuguese texts load only for visitors who chose Portuguese.
export { catalogPt as default } from "@travesia/core";
