import { conversationErrorText } from "~/conversations/texts";
import { UserFacingError } from "~/platform/http/errors.server";

/**
 * A conversation that does not exist, or that this person may not see (both read the same, so
 * nobody learns which): 404, "This message no longer exists."
 */
export const conversationGone = () => new UserFacingError(404, conversationErrorText.conversationGone, "not_found");
