import type { PaginationView } from "@travesia/core";
import { memo, type ReactNode } from "react";
import { Pager } from "../../shared/results/Pager/Pager";
import { VirtualListLazy } from "../../shared/results/VirtualList/VirtualListLazy";

/** A card's height before it is measured (a round trip with two flights per leg). */
const ESTIMATED_CARD_PX = 420;

interface FlightCardsProps {
  readonly count: number;
  readonly renderCard: (index: number) => ReactNode;
  readonly pagination: PaginationView;
  readonly onPage: (page: number) => void;
  readonly label: string;
}

/**
 * The flight results' virtualised cards and the pager below them; drawn again only when one of its own props changes
 * (the page hands it deferred values: a click's own paint does not wait for it).
 */
export const FlightCards = memo(({ count, renderCard, pagination, onPage, label }: FlightCardsProps) => (
  <VirtualListLazy
    count={count}
    renderItem={renderCard}
    label={label}
    estimateSize={ESTIMATED_CARD_PX}
    footer={<Pager pagination={pagination} onPage={onPage} />}
  />
));
