import { type CircuitDetailRoute, circuitBudgetItem, parseCircuitDetailUrl, ROUTES } from "@travesia/core";
import { useCircuitDetail } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import { HotelRateBudgetConnected } from "../../hotel/HotelRateBudget/HotelRateBudgetConnected";
import { CircuitOffered } from "../CircuitOffered";
import { CircuitPicker } from "../CircuitPicker/CircuitPicker";
import { CircuitDetailPage } from "./CircuitDetailPage";

/** The detail of a valid address: the circuit's call, the departure and rooms chosen and their price. */
const CircuitDetailLoaded = ({ route }: { readonly route: CircuitDetailRoute }) => {
  const detail = useCircuitDetail(route);
  const { circuit, departureDate, rooms, price } = detail.data;
  const item =
    circuit === null || departureDate === null
      ? null
      : circuitBudgetItem(circuit.id, departureDate, rooms, circuit.name);
  return (
    <CircuitDetailPage
      status={detail.status}
      circuit={circuit}
      homeHref={ROUTES.home}
      onRetry={detail.actions.reload}
      picker={
        circuit === null ? null : (
          <CircuitPicker
            circuit={circuit}
            travellers={route.travellers}
            departureDate={departureDate}
            rooms={rooms}
            price={price}
            onDeparture={detail.actions.chooseDeparture}
            onRoom={detail.actions.chooseRoom}
            addToBudget={
              item === null ? null : (
                <HotelRateBudgetConnected key={`${item.rateId}:${item.parameters.rooms}`} item={item} />
              )
            }
          />
        )
      }
    />
  );
};

/** The circuit detail route: core reads the address; a bad one says so; a portal without circuits says so. */
export const CircuitDetailPageConnected = () => {
  const location = useLocation();
  const route = parseCircuitDetailUrl(location.pathname);
  return (
    <CircuitOffered>
      {route._tag === "Success" ? (
        <CircuitDetailLoaded key={location.pathname} route={route.success} />
      ) : (
        <CircuitDetailPage status="invalid" circuit={null} picker={null} homeHref={ROUTES.home} onRetry={() => {}} />
      )}
    </CircuitOffered>
  );
};
