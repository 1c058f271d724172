/** Spanish texts of the favourite domain, exactly as the spec quotes them. */
export const favouriteMessagesEs = {
  "favourite.title": "Favorito",
  "favourite.added": "El hotel se ha agregado a sus favoritos!",
  "favourite.removed": "El hotel se ha eliminado a sus favoritos!",
  "favourite.failureTitle": "Ups!",
  "favourite.failure": "Por el momento no puede realizar esta operación intente más tarde!",
  "favourite.add": "Agregar a favoritos",
  "favourite.remove": "Quitar de favoritos",
} as const;
