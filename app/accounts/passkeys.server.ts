import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq } from "drizzle-orm";
import { type Passkey, passkeys, spentChallenges, users } from "~/accounts/schema.server";
import type { SessionUser } from "~/accounts/session-user";
import { accountErrorText } from "~/accounts/texts";
import { site } from "~/content/site";
import type { Db } from "~/platform/db/client.server";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { LIMITS } from "~/ui/forms/limits";
import { generateToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { createSession, invalidateSession } from "./session.server";
import type { SignedIn } from "./signups.server";

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server, which checks the origin, the RP ID, the
 * challenge, user verification and the signature counter as the specification asks
 * (docs/decisions/020-passkeys.md). A passkey proves possession of a device and the person's
 * fingerprint, face or PIN on it, so a passkey sign-in counts as two factors.
 *
 * Challenges are not stored when they are handed out: each is signed with SESSION_SECRET for
 * one purpose (and one person, except for sign-in) and lives 5 minutes. Asking for one therefore
 * costs no write, so the login form can ask on every visit for the browser's autofill. The
 * answer that uses a challenge spends it (`spent_webauthn_challenges`): a second answer with the
 * same challenge is refused.
 */
const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 10;

type Purpose = "register" | "sign-in" | "confirm";

/** Who the passkeys belong to: the site's origin, and its host name as the RP ID. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * From the site's origin (SITE_ORIGIN; the request's own in local development, where browsers
 * accept `localhost` but never an IP address as RP ID).
 */
export function relyingPartyOf(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname, name: site.brand };
}

const failed = () => new UserFacingError(400, accountErrorText.passkeyFailed, "passkey_failed");
const expired = () => new UserFacingError(400, accountErrorText.passkeyExpired, "challenge_expired");
const unknown = () => new UserFacingError(400, accountErrorText.passkeyUnknown, "passkey_unknown");

function challengeSignature(secret: string, purpose: Purpose, userId: string, nonce: string, expires: number) {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(
    hmac(SHA256, encoder.encode(secret), encoder.encode(`webauthn:${purpose}:${userId}:${nonce}:${expires}`)),
  );
}

/** `nonce.expires.signature`; the library hands its UTF-8 bytes to the browser to sign. */
function newChallenge(deps: AccountDeps, purpose: Purpose, userId: string): string {
  const nonce = generateToken();
  const expires = deps.now().getTime() + PASSKEY_CHALLENGE_TTL_MS;
  const signature = challengeSignature(deps.secret, purpose, userId, nonce, expires);
  return `${nonce}.${expires}.${signature}`;
}

/** The browser's answer, posted as JSON text; only its outline is checked here, the library does the rest. */
function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw failed();
  }
  const outline = value as { id?: unknown; type?: unknown; response?: { clientDataJSON?: unknown } } | null;
  if (
    typeof outline?.id !== "string" ||
    outline.type !== "public-key" ||
    typeof outline.response?.clientDataJSON !== "string"
  ) {
    throw failed();
  }
  return value as T;
}

/**
 * The challenge the answer signed, if we issued it for this purpose and person and it is live;
 * it is spent now, whatever the signature turns out to be. Returns it as the browser encoded it.
 */
async function spendChallenge(
  deps: AccountDeps,
  purpose: Purpose,
  userId: string,
  credential: RegistrationResponseJSON | AuthenticationResponseJSON,
): Promise<string> {
  let signed: string;
  let text: string;
  try {
    signed = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
    text = isoBase64URL.toUTF8String(signed);
  } catch {
    throw failed();
  }
  const [nonce = "", expiresText = "", signature = ""] = text.split(".");
  const expires = Number(expiresText);
  const encoder = new TextEncoder();
  const ours =
    nonce.length > 0 &&
    Number.isSafeInteger(expires) &&
    constantTimeEqual(
      encoder.encode(signature),
      encoder.encode(challengeSignature(deps.secret, purpose, userId, nonce, expires)),
    );
  if (!ours || expires <= deps.now().getTime()) throw expired();
  const [spent] = await deps.db
    .insert(spentChallenges)
    .values({ challenge: nonce, expiresAt: new Date(expires) })
    .onConflictDoNothing()
    .returning({ challenge: spentChallenges.challenge });
  if (!spent) throw expired();
  return signed;
}

const transportsOf = (stored: string | null): AuthenticatorTransport[] | undefined =>
  stored ? (JSON.parse(stored) as AuthenticatorTransport[]) : undefined;

/**
 * The account's passkeys as a browser prompt lists them (`excludeCredentials` when adding one,
 * `allowCredentials` when confirming with one).
 */
async function credentialDescriptors(deps: AccountDeps, userId: string) {
  const rows = await deps.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return rows.map((k) => ({ id: k.id, transports: transportsOf(k.transports) }));
}

/** "Add a passkey": the browser's prompt, for a passkey kept on the device (discoverable) with user verification. */
export async function passkeyRegistrationOptions(
  deps: AccountDeps,
  rp: RelyingParty,
  user: SessionUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await credentialDescriptors(deps, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new UserFacingError(409, accountErrorText.passkeyLimit, "passkey_limit");
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    challenge: newChallenge(deps, "register", user.id),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** Stores the passkey the browser made under `name` (the browser's, "Chrome 131 on Linux", unless given); returns the name. */
export async function addPasskey(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  credentialText: string,
  name: string,
): Promise<string> {
  const credential = parseCredential<RegistrationResponseJSON>(credentialText);
  const challenge = await spendChallenge(deps, "register", userId, credential);
  const [held] = await deps.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  if ((held?.n ?? 0) >= MAX_PASSKEYS) throw new UserFacingError(409, accountErrorText.passkeyLimit, "passkey_limit");
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (err) {
    logEvent("warn", "passkey_refused", { step: "register", error: errorName(err) });
    throw failed();
  }
  if (!verified.verified) throw failed();
  const info = verified.registrationInfo;
  const [added] = await deps.db
    .insert(passkeys)
    .values({
      id: info.credential.id,
      userId,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ? JSON.stringify(info.credential.transports) : null,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: name.slice(0, LIMITS.passkeyName.max),
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ name: passkeys.name });
  if (!added) throw new UserFacingError(409, accountErrorText.passkeyAlreadyAdded, "passkey_exists");
  return added.name;
}

/** "Sign in with a passkey" and the e-mail field's autofill: any passkey of this site (discoverable). */
export function passkeySignInOptions(
  deps: AccountDeps,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newChallenge(deps, "sign-in", ""),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: "required",
  });
}

/** "Confirm it's you" with a passkey: any passkey of the account may answer. */
export async function passkeyConfirmOptions(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const owned = await credentialDescriptors(deps, userId);
  if (owned.length === 0) throw new UserFacingError(409, accountErrorText.noPasskeyToConfirm, "no_passkey");
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: owned,
    challenge: newChallenge(deps, "confirm", userId),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: "required",
  });
}

/**
 * Checks a passkey's answer to a sign-in or confirmation challenge and records its use. For
 * `confirm`, the passkey must be the person's own. Returns the passkey.
 */
async function verifyAssertion(
  deps: AccountDeps,
  rp: RelyingParty,
  purpose: "sign-in" | "confirm",
  userId: string,
  credentialText: string,
): Promise<Passkey> {
  const credential = parseCredential<AuthenticationResponseJSON>(credentialText);
  const challenge = await spendChallenge(deps, purpose, userId, credential);
  const [key] = await deps.db
    .select()
    .from(passkeys)
    .where(
      purpose === "confirm"
        ? and(eq(passkeys.id, credential.id), eq(passkeys.userId, userId))
        : eq(passkeys.id, credential.id),
    );
  if (!key) throw unknown();
  // A discoverable passkey names its account; it must be the one the key is stored for.
  const handle = credential.response.userHandle;
  if (handle && handle !== isoBase64URL.fromUTF8String(key.userId)) throw failed();
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: true,
    });
  } catch (err) {
    // Wrong origin or RP ID, a bad signature, or a counter that went backwards (a cloned key).
    logEvent("warn", "passkey_refused", { step: purpose, error: errorName(err) });
    throw failed();
  }
  if (!verified.verified) throw failed();
  // Conditional on the counter read above, so two answers racing cannot both move it.
  const [used] = await deps.db
    .update(passkeys)
    .set({
      counter: verified.authenticationInfo.newCounter,
      backedUp: verified.authenticationInfo.credentialBackedUp,
      lastUsedAt: deps.now(),
    })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!used) throw failed();
  return key;
}

/** A passkey sign-in: no password and no code; the session records the passkey as its second factor. */
export async function signInWithPasskey(
  deps: AccountDeps,
  rp: RelyingParty,
  credentialText: string,
  ip: string,
  replacingToken: string | null = null,
): Promise<SignedIn> {
  await enforceRateLimit(deps.limits.loginIp, rateLimitKeyForIp(ip));
  const key = await verifyAssertion(deps, rp, "sign-in", "", credentialText);
  const [user] = await deps.db.select().from(users).where(eq(users.id, key.userId));
  if (!user) throw unknown();
  if (replacingToken) await invalidateSession(deps.db, replacingToken);
  return { user, ...(await createSession(deps.db, user.id, deps.now(), "passkey")) };
}

/** "Confirm it's you" answered by one of the account's passkeys; returns that passkey. */
export function confirmWithPasskey(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  credentialText: string,
): Promise<Passkey> {
  return verifyAssertion(deps, rp, "confirm", userId, credentialText);
}

export type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; synced: boolean };

/** The account's passkeys for /account, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      deviceType: passkeys.deviceType,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(({ deviceType, ...row }) => ({ ...row, synced: deviceType === "multiDevice" }));
}

/** One answer for a passkey that is not the account's, whoever's it is, so none reveals that it exists. */
export const noSuchPasskey = () => new UserFacingError(404, accountErrorText.passkeyUnknown, "passkey_unknown");

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<void> {
  const [renamed] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (!renamed) throw noSuchPasskey();
}

/** Deletes one of the account's passkeys (the caller has checked the confirmation); returns its name. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<string> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  if (!removed) throw noSuchPasskey();
  return removed.name;
}

/** For "Download my data": each passkey's name, times and public key (nothing an attacker could use). */
export async function passkeysForExport(db: Db, userId: string) {
  const rows = await db
    .select({
      name: passkeys.name,
      publicKey: passkeys.publicKey,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map((r) => ({
    name: r.name,
    publicKey: r.publicKey,
    addedAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}
