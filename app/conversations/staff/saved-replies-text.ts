/** The staff's saved replies (/admin/saved-replies). */
export const savedRepliesPageText = {
  title: "Saved replies",
  name: "Name",
  text: "Text",
  textHint: "{first_name} becomes the client's first name and {service} the service they asked about.",
  saving: "Saving…",
  save: "Save changes",
  add: "Add saved reply",
  delete: (name: string) => `Delete “${name}”`,
  listTitle: "Your saved replies",
  empty: "No saved replies yet. Add the answers you write again and again, such as “Call scheduled”.",
  newTitle: "New saved reply",
} as const;
