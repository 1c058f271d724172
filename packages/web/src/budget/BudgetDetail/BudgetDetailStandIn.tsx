import { type Budget, calendarDateFromDayNumber, cancellationTimeline } from "@travesia/core";
import { BudgetCancellationTimeline } from "../BudgetCancellationTimeline/BudgetCancellationTimeline";
import { BudgetReprice } from "../BudgetReprice/BudgetReprice";
import { BudgetShare } from "../BudgetShare/BudgetShare";
import { BudgetDetail } from "./BudgetDetail";

/** What a budget's stand-in shows of the budget: texts, or the slots the portal's server fills from its first reply. */
export interface BudgetDetailStandInProps {
  readonly title: string;
  readonly customer: string;
  readonly comments: string;
  readonly age: string;
  /**
   * `"loading"` without a budget to show (the page's loading form), `"none"` for a budget without services, `"some"`
   * otherwise (core's `budgetDetailStandInValues`).
   */
  readonly items: string;
}

const ignore = () => undefined;

/** What both forms share: a budget's page, not active, its buttons disabled (as the page's until the user answers). */
const INERT = {
  kind: "budget",
  errorKey: null,
  isActive: false,
  busy: true,
  onActivate: ignore,
  onDelete: ignore,
  onRetry: ignore,
} as const;

/** A budget without services has no cancellation to draw: the timeline's empty state (its day is never shown). */
const NO_SERVICES = cancellationTimeline({
  items: [],
  today: calendarDateFromDayNumber(0),
  currency: "USD",
  conversions: [],
});

/**
 * A budget's page as its first render draws it: what the prerendered shell of /mybudgets/{id} shows in the page's
 * place (app/entry-server.tsx), its values filled by the portal's server from the page's first reply. Two forms, one
 * shown (global rules in styles/tokens.css, by `data-budget-items`): loading (heading, card's shapes), where no budget
 * is at hand; or the budget, drawn by the page's own views, so that each part stands where the page then draws it: the heading, the budget's card (its
 * buttons disabled, as the page's until the user has answered), the services' heading and, for a budget without
 * services, the page's parts under them (the empty list's note, the prices, the cancellation timeline's empty state,
 * the customer's link). For a budget with services those parts wait for the page, which draws the services above
 * them; a card's paragraph the reply leaves empty takes no place.
 */
export const BudgetDetailStandIn = ({ title, customer, comments, age, items }: BudgetDetailStandInProps) => {
  const budget: Budget = {
    quotationId: "",
    title,
    firstName: customer,
    lastName: "",
    comments,
    timeFromNow: age,
    items: [],
  };
  return (
    <div className="budget-stand-in" data-budget-items={items}>
      <div className="budget-stand-in-loading">
        <BudgetDetail {...INERT} status="loading" budget={null} />
      </div>
      <div className="budget-stand-in-ready">
        <BudgetDetail
          {...INERT}
          status="ready"
          budget={budget}
          below={() => (
            <div className="budget-stand-in-below">
              <BudgetReprice
                status="idle"
                lines={[]}
                items={[]}
                stale={false}
                relatedRates={false}
                repricedOn={null}
                onRequote={ignore}
                onAccept={ignore}
              />
              <BudgetCancellationTimeline timeline={NO_SERVICES} items={[]} />
              <BudgetShare
                status="loading"
                link={null}
                url={null}
                whatsAppUrl={null}
                emailedTo={null}
                errorKey={null}
                onCreate={ignore}
                onRevoke={ignore}
                onEmail={ignore}
                onCopy={async () => false}
              />
            </div>
          )}
        />
      </div>
    </div>
  );
};
