/**
 * What a conversation's page says of its own loading: `readNow` when this very visit was the
 * first since our reply (its loader marked it read).
 */
export type ThreadReadMark = { readNow?: boolean };

/**
 * The count as the root's data carries it: "2 unread", a string no other value of a page's data
 * equals. React Router's data format writes a value it has written before as a reference to it,
 * so a bare number (1, say) would be written one way in a page whose data holds another 1 and
 * another way in the signed-in template, whose marker stands alone; a signed-in page must be
 * byte for byte the page its template stands for (workers/edge-cache/signed-in.ts).
 */
export function unreadRepliesText(count: number): string {
  return `${count} unread`;
}
