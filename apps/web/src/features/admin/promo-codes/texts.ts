/** SPEC 8 fallbacks and the success texts shown when the server sends none. */
export const PROMO_TEXT = {
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deleted: 'Promo code deleted successfully',
  saveFailed: 'Failed to save promo code',
  deleteFailed: 'Failed to delete promo code',
} as const;
