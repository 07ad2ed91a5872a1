import { markInteractive } from "~/ui/enhance/dom";
import { onceVisible, prefersReducedMotion } from "./motion";

/** Spec section 9: the poster becomes the player once at least half of it is visible. */
const VISIBLE_THRESHOLD = 0.5;

/**
 * The home page's video (video.tsx): the poster swaps once, and never back, for the muted,
 * autoplaying youtube-nocookie embed named in `data-embed`, when half of it is visible, or when
 * its play control is pressed (the only way under reduced motion).
 */
for (const frame of document.querySelectorAll<HTMLElement>('[data-testid="video-frame"][data-embed]')) {
  let stopWatching = () => {};
  const play = (fromPress: boolean) => {
    if (frame.dataset.state === "playing") return;
    stopWatching();
    const player = document.createElement("iframe");
    player.src = frame.dataset.embed ?? "";
    player.title = frame.dataset.title ?? "";
    player.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    player.allowFullscreen = true;
    player.referrerPolicy = "strict-origin-when-cross-origin";
    player.className = "absolute inset-0 h-full w-full border-0";
    frame.replaceChildren(player);
    frame.dataset.state = "playing";
    // The pressed control is gone: keyboard focus goes on to the player that replaced it.
    if (fromPress) player.focus();
  };
  frame.querySelector("button")?.addEventListener("click", () => play(true));
  if (!prefersReducedMotion()) stopWatching = onceVisible(frame, VISIBLE_THRESHOLD, () => play(false));
}
markInteractive();
