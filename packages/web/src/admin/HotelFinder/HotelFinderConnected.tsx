import { adminHotelEditPath } from "@travesia/core";
import { useAdminHotelCities } from "@travesia/hooks";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { HotelFinder } from "./HotelFinder";

/** The hotel finder with its destinations (`GET /api/admin/hotels`); choosing a hotel opens its edit page. */
export const HotelFinderConnected = () => {
  const { data } = useAdminHotelCities();
  const [chosen, setChosen] = useState<string | null>(null);
  const navigate = useNavigate();
  const city = chosen ?? data.cities[0]?.code ?? "";
  return (
    <HotelFinder
      cities={data.cities}
      city={city}
      onCity={setChosen}
      onChoose={(option) => navigate(adminHotelEditPath(option.id))}
    />
  );
};
