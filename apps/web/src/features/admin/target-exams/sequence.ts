/** SPEC 4: the sequence manager numbers the items 1..n in their new order. */
export const renumber = (items: readonly { _id: string }[]) =>
  items.map((item, index) => ({ id: item._id, sequence: index + 1 }));
