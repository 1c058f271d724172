import { arbFromSchema } from "../test/arbFromSchema.js";
import { ActivityDetailReply, ActivitySearchReply, ActivitySearchRequest } from "./activity.js";
import { schemaLaws } from "./test/schemaLaws.js";

const summary = {
  id: "BUE-A1",
  name: "Tango show",
  category: "shows",
  durationMinutes: 150,
  languages: ["es", "en"],
  startTimes: ["20:00"],
  freeCancellation: true,
  rating: 4.6,
  reviews: 812,
  priceFrom: { minor: 6500, currency: "USD" },
  image: "/api/demo/activity-images/BUE-A1-0.jpg",
  summary: "Dinner and a show in San Telmo.",
};

schemaLaws("ActivitySearchRequest", ActivitySearchRequest, arbFromSchema(ActivitySearchRequest), [
  { url: "/activities/results/BUE/2027-03-01/2027-03-05/2/0/0" },
]);
schemaLaws("ActivitySearchReply", ActivitySearchReply, arbFromSchema(ActivitySearchReply), [
  { done: true, activities: [summary], destination: { id: "BUE", name: "Buenos Aires" } },
  { done: false, error: "Fallo al recuperar los resultados" },
]);
schemaLaws("ActivityDetailReply", ActivityDetailReply, arbFromSchema(ActivityDetailReply), [
  {
    done: true,
    activity: {
      ...summary,
      description: "…",
      included: ["Dinner"],
      notIncluded: ["Tips"],
      meetingPoint: { name: "Balcarce 1053", latitude: -34.62, longitude: -58.37 },
      images: [],
      currency: "USD",
      bands: [{ code: "adult", minAge: 13, maxAge: 99, minor: 6500 }],
      slots: [{ date: "2027-03-02", time: "20:00", seatsLeft: 0 }],
      freeCancellationHours: 24,
    },
  },
]);
