/**
 * Spanish texts of activities that the shared pieces show (form messages, the box's day labels, the hooks' errors);
 * the pages' own texts are `activityPagesMessagesEs`, out of the first load.
 */
export const activityMessagesEs = {
  "activity.fromRequired": "Por favor, ingrese fecha desde.",
  "activity.toRequired": "Por favor, ingrese fecha hasta.",
  "activity.toBeforeFrom": "La fecha hasta no puede ser anterior a la fecha desde.",
  "activity.rangeTooLong": "Elegí un rango de hasta {days, plural, one {# día} other {# días}}.",
  "activity.dateFrom": "Desde",
  "activity.dateTo": "Hasta",
  "activity.searchFailed": "Fallo al recuperar los resultados",
  "activity.urlInvalid": "La dirección de la búsqueda no es válida.",
  "activity.detailFailed": "Lo sentimos. Tu solicitud no se ha podido completar en este momento.",
} as const;
