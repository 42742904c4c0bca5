import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';

/**
 * compes/{compeId}/orders/{stageId}_{tieId}: one tie's sealed orders (docs/data-model.md, schemas/
 * order.ts). Written only by the submitOrder and openOrders functions; read by staff only.
 */
export const orderRef = (fs: Firestore, compeId: string, orderId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'orders', orderId);
