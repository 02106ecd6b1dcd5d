/** The sentences the order store and the My Orders handlers can show a person. */
export const ORDER_MESSAGES = {
  notFound: 'Sipariş bulunamadı.',
  notDeletable: (statusLabel: string) =>
    `Bu sipariş "${statusLabel}" durumunda olduğu için silinemez. Yalnızca taslak veya alınmış siparişler silinebilir.`,
} as const;

/** Body codes of order failures that are not one of the shared BODY_CODES. */
export const ORDER_CODES = {
  notDeletable: 'ORDER_NOT_DELETABLE',
} as const;
