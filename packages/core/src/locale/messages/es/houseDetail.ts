/** Spanish texts of the hotel and house detail pages (spec 001 §2 "Hotel detail", "House detail"). */
export const houseDetailMessagesEs = {
  "houseDetail.stay": "Tu estadía",
  "houseDetail.map": "Ubicación",
  "houseDetail.reviewImage": "Valoración de {name} en el sitio de opiniones",
  "houseDetail.photo": "{name}, foto {index} de {count}",
  "houseDetail.openPhoto": "Ampliar la foto {index} de {count}",
  "houseDetail.previousPhoto": "Foto anterior",
  "houseDetail.nextPhoto": "Foto siguiente",
  "houseDetail.closePhoto": "Cerrar",
  "houseDetail.noAvailability": "Esta propiedad no tiene disponibilidad para las fechas elegidas.",
} as const;
