/** Spanish texts of the hotel results map (spec 001 §2 "mapa (map with an info box for the selected hotel)"). */
export const hotelMapMessagesEs = {
  "hotelMap.region": "Mapa de hoteles",
  "hotelMap.loading": "Cargando el mapa…",
  "hotelMap.hotel": "{name}, desde {price}",
  "hotelMap.hotelNoPrice": "{name}, sin precio disponible",
  "hotelMap.cluster": "{count, plural, one {# hotel} other {# hoteles}} aquí: acercar",
  "hotelMap.poi": "Punto de interés: {name}, radio de {radius} km",
  "hotelMap.poiUnnamed": "Punto de interés, radio de {radius} km",
  "hotelMap.info": "Hotel seleccionado",
  "hotelMap.zoomIn": "Acercar",
  "hotelMap.zoomOut": "Alejar",
};
