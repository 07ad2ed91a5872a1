/** A message as its owner sees it in "Your Messages" (the API and the contact page share it). */
export type VisibleMessage = {
  id: string;
  service: string | null;
  message: string;
  status: "new" | "replied";
  reply: string | null;
  createdAt: string;
};
