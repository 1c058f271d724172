import { formatMessage, type MessageParams } from "../locale/formatMessage.js";
import { defineMessages } from "../locale/internal/defineMessages.js";
import type { Language } from "../locale/language.js";

const tourMessagesEs = {
  "tour.progress": "Paso {step} de {total}",
  "tour.previous": "Anterior",
  "tour.next": "Siguiente",
  "tour.finish": "Listo",
  "tour.close": "Cerrar la guía",
  "tour.search.title": "Empezá por acá",
  "tour.search.text": "Elegí un producto, un destino y tus fechas, y buscá entre miles de hoteles, vuelos y paquetes.",
  "tour.filters.title": "Filtrá los resultados",
  "tour.filters.text": "Acotá la lista por precio, categoría, servicios o zona; los resultados cambian al instante.",
  "tour.addToBudget.title": "Armá tu presupuesto",
  "tour.addToBudget.text": "Agregá esta tarifa al presupuesto activo para enviársela a tu cliente cuando esté lista.",
} as const;

/**
 * The product tour's texts in es, en and pt: its buttons, and each step's default title and text (what an
 * administrator's text replaces; `tourTexts`). Kept out of the portal's catalogs on purpose, as the back office's
 * are: the Spanish catalog ships with the home page's first load, and these travel with the tour's own chunk.
 */
export const TOUR_MESSAGES = defineMessages(
  tourMessagesEs,
  {
    "tour.progress": "Step {step} of {total}",
    "tour.previous": "Previous",
    "tour.next": "Next",
    "tour.finish": "Done",
    "tour.close": "Close the guide",
    "tour.search.title": "Start here",
    "tour.search.text":
      "Choose a product, a destination and your dates, and search thousands of hotels, flights and packages.",
    "tour.filters.title": "Filter the results",
    "tour.filters.text": "Narrow the list by price, category, amenities or area; the results change at once.",
    "tour.addToBudget.title": "Build your budget",
    "tour.addToBudget.text": "Add this rate to the active budget to send it to your customer when it is ready.",
  },
  {
    "tour.progress": "Passo {step} de {total}",
    "tour.previous": "Anterior",
    "tour.next": "Próximo",
    "tour.finish": "Pronto",
    "tour.close": "Fechar o guia",
    "tour.search.title": "Comece por aqui",
    "tour.search.text":
      "Escolha um produto, um destino e suas datas, e pesquise entre milhares de hotéis, voos e pacotes.",
    "tour.filters.title": "Filtre os resultados",
    "tour.filters.text": "Restrinja a lista por preço, categoria, serviços ou região; os resultados mudam na hora.",
    "tour.addToBudget.title": "Monte seu orçamento",
    "tour.addToBudget.text":
      "Adicione esta tarifa ao orçamento ativo para enviá-la ao seu cliente quando estiver pronta.",
  },
);

/** A key of the product tour's texts. */
export type TourMessageKey = keyof typeof tourMessagesEs;

/**
 * A product tour's text in a language, its `{name}` placeholders filled (core's `formatMessage`).
 *
 * @example translateTour("en", "tour.progress", { step: 1, total: 3 }) // "Step 1 of 3"
 */
export const translateTour = (language: Language, key: TourMessageKey, params?: MessageParams): string => {
  const table = TOUR_MESSAGES[language] ?? TOUR_MESSAGES.es;
  return formatMessage(table[key] ?? key, params, language);
};
