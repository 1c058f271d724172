import { BudgetDeadlinesLinkFace } from "./BudgetDeadlinesLinkPlaceholder";

/** Props of the header's deadlines entry: how many deadlines pass in the coming days (null while unknown). */
export interface BudgetDeadlinesLinkProps {
  readonly count: number | null;
}

/** The header's deadlines entry with its counter. */
export const BudgetDeadlinesLink = ({ count }: BudgetDeadlinesLinkProps) => <BudgetDeadlinesLinkFace count={count} />;
