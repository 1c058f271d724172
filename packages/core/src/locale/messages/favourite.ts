import { defineMessages } from "../internal/defineMessages.js";

/** Favourite hotels (spec 001 §8). The spec's 'eliminado a sus favoritos' is kept as written. */
export const favouriteMessages = defineMessages(
  {
    "favourite.title": "Favorito",
    "favourite.added": "El hotel se ha agregado a sus favoritos!",
    "favourite.removed": "El hotel se ha eliminado a sus favoritos!",
    "favourite.failureTitle": "Ups!",
    "favourite.failure": "Por el momento no puede realizar esta operación intente más tarde!",
    "favourite.add": "Agregar a favoritos",
    "favourite.remove": "Quitar de favoritos",
  },
  {
    "favourite.title": "Favourite",
    "favourite.added": "The hotel has been added to your favourites!",
    "favourite.removed": "The hotel has been removed from your favourites!",
    "favourite.failureTitle": "Oops!",
    "favourite.failure": "This operation cannot be carried out right now, try again later!",
    "favourite.add": "Add to favourites",
    "favourite.remove": "Remove from favourites",
  },
  {
    "favourite.title": "Favorito",
    "favourite.added": "O hotel foi adicionado aos seus favoritos!",
    "favourite.removed": "O hotel foi removido dos seus favoritos!",
    "favourite.failureTitle": "Ops!",
    "favourite.failure": "No momento não é possível realizar esta operação, tente mais tarde!",
    "favourite.add": "Adicionar aos favoritos",
    "favourite.remove": "Remover dos favoritos",
  },
);
