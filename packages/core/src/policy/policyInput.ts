/**
 * The fields of a politics reply (`GET /api/v1/hotels/politics/{tripProductId}/{momentFormat}/false`) that the
 * cancellation-policy view reads, by the spec's names (spec 001 §3 "Cancellation policy"). Structural, so the
 * decoded reply of `core/api` fits it as is.
 */

/** A timeline node. Spec 001 §3: "Node: tipo (G free, C with cost), fecha_formated, costo {moneda, precio}." */
export interface PolicyNodeInput {
  readonly tipo: string;
  readonly fecha_formated?: string | null | undefined;
  readonly costo?:
    | { readonly moneda?: string | null | undefined; readonly precio?: number | string | null | undefined }
    | null
    | undefined;
}

/** A policy's type. Spec 001 §4: "Type codes: G free, C with cost, NR non-refundable". */
export interface PolicyTypeInput {
  readonly codigo: string;
  readonly texto?: string | null | undefined;
}

/** `cancelacion` of the reply. */
export interface CancellationInput {
  readonly tipo_cancelacion: PolicyTypeInput;
  readonly durante?: string | null | undefined;
  readonly nodos?: readonly PolicyNodeInput[] | null | undefined;
  readonly comentarios_gastos_cancelacion?: string | null | undefined;
  readonly no_presentacion?: { readonly exists?: boolean | null | undefined } | null | undefined;
}

/** `modificacion` of the reply. */
export interface ModificationInput {
  readonly tipo_modificacion: PolicyTypeInput;
  readonly durante?: string | null | undefined;
  readonly nodos?: readonly PolicyNodeInput[] | null | undefined;
  readonly comentarios_gastos_modificacion?: string | null | undefined;
}

/** `data` of a politics reply. */
export interface PolicyInput {
  readonly cancelacion: CancellationInput;
  readonly modificacion?: ModificationInput | null | undefined;
  readonly checkIn?: string | null | undefined;
  readonly paymentDate?: string | null | undefined;
  readonly deadline?: string | null | undefined;
  readonly supplierComments?: readonly { readonly value?: string | null | undefined }[] | null | undefined;
  readonly aclaracion?: string | null | undefined;
  readonly contractPreferencesHotel?:
    | {
        readonly showPaymentDate?: boolean | null | undefined;
        readonly showExpirationDate?: boolean | null | undefined;
      }
    | null
    | undefined;
}
