/** Spanish texts of the back office's product tour module. */
export const adminTourMessagesEs = {
  "admin.module.tour": "Guía del portal",
  "admin.tour.intro":
    "Los textos de cada paso de la guía que ven los visitantes la primera vez. Vacío: el texto original.",
  "admin.tour.language": "Idioma",
  "admin.tour.step": "Paso {number}: {name}",
  "admin.tour.step.search": "el buscador",
  "admin.tour.step.filters": "los filtros de resultados",
  "admin.tour.step.addToBudget": "el botón de agregar al presupuesto",
  "admin.tour.title": "Título",
  "admin.tour.text": "Texto",
  "admin.tour.original": "Original",
  "admin.tour.save": "Guardar el paso {number}",
  "admin.tour.saved": "Paso guardado.",
  "admin.tour.issue.target": "Ese texto no existe en la guía.",
} as const;
