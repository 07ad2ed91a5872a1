import { describe, expect, it } from "vitest";
import { ownGreeting, replyGreeting, withSavedReply } from "../../app/conversations/staff/greeting";

/** The reply composer greets once, whatever a saved reply brings (app/conversations/staff/greeting.ts). */
describe("a reply's one greeting", () => {
  const greeting = replyGreeting("Priya");

  it("starts the composer with the greeting by first name", () => {
    expect(greeting).toBe("Hello Priya,\n\n");
  });

  it("knows a text that greets on its own, and one that does not", () => {
    for (const text of ["Hello Priya,\n\nYes.", "  Dear Sir,\nThanks", "Hi,\nok", "Good  morning Priya!", "namaste"]) {
      expect(ownGreeting(text), text).not.toBeNull();
    }
    for (const text of ["Your call is booked.", "Highly recommended,", "Thanks, hello again", ""]) {
      expect(ownGreeting(text), text).toBeNull();
    }
    expect(ownGreeting("Dear Priya,\n\nYour call.")).toBe("Dear Priya,\n\n");
  });

  it("puts a saved reply into a composer holding only the greeting, greeted once", () => {
    expect(withSavedReply(greeting, greeting, "Hello Priya,\n\nBooked.").text).toBe("Hello Priya,\n\nBooked.");
    expect(withSavedReply(greeting, greeting, "Dear Priya,\n\nBooked.").text).toBe("Dear Priya,\n\nBooked.");
    expect(withSavedReply(greeting, greeting, "Booked for Monday.").text).toBe("Hello Priya,\n\nBooked for Monday.");
    expect(withSavedReply("", greeting, "Booked for Monday.").text).toBe("Hello Priya,\n\nBooked for Monday.");
  });

  it("replaces the prefilled greeting with the saved reply's own when more was typed", () => {
    const typed = "Hello Priya,\n\nThanks for writing. ";
    const { text, caret } = withSavedReply(typed, greeting, "Dear Priya,\n\nYour call is on Monday.");
    expect(text).toBe("Dear Priya,\n\nThanks for writing. Your call is on Monday.");
    expect(caret).toBe(text.length);
    expect(text.match(/Priya,/g)).toHaveLength(1);
  });

  it("keeps a greeting the staff member typed and leaves out the saved reply's", () => {
    const typed = "Hi Priya!\n\nThanks. ";
    expect(withSavedReply(typed, greeting, "Hello Priya,\n\nBooked.").text).toBe("Hi Priya!\n\nThanks. Booked.");
  });

  it("inserts at the caret, and a saved reply without a greeting as it is", () => {
    const typed = "Hello Priya,\n\nFirst. Last.";
    const at = typed.indexOf("Last");
    expect(withSavedReply(typed, greeting, "Middle. ", { start: at, end: at }).text).toBe(
      "Hello Priya,\n\nFirst. Middle. Last.",
    );
    // A caret inside the replaced greeting puts the text just after the new one.
    expect(withSavedReply(typed, greeting, "Dear Priya,\n\nMiddle. ", { start: 2, end: 2 }).text).toBe(
      "Dear Priya,\n\nMiddle. First. Last.",
    );
  });
});
