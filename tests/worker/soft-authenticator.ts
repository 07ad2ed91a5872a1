import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/**
 * A software passkey for worker tests: it answers WebAuthn options as a platform authenticator
 * would (ES256 key, "none" attestation), and lets a test break one thing at a time: the origin
 * in the client data, the RP ID the authenticator data is bound to, the signature counter, or
 * user verification. It shares no code with the server's verification (@simplewebauthn/server),
 * which checks the result.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The little CBOR (RFC 8949) WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, n: number) => {
    if (n < 24) return new Uint8Array([(major << 5) | n]);
    if (n < 256) return new Uint8Array([(major << 5) | 24, n]);
    return new Uint8Array([(major << 5) | 25, n >> 8, n & 0xff]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = utf8(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export type Tamper = {
  /** The origin the "browser" reports in clientDataJSON. */
  origin?: string;
  /** The RP ID the authenticator data is bound to. */
  rpId?: string;
  /** The signature counter to report (the authenticator's own goes up by one per use otherwise). */
  counter?: number;
  /** Leave out user verification (the UV flag). */
  noUserVerification?: boolean;
  /** Sign another challenge than the options' (base64url, as the browser would put it). */
  challenge?: string;
};

const b64 = (bytes: Uint8Array) => encodeBase64urlNoPadding(bytes);
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

/** WebCrypto signs ECDSA as r||s; WebAuthn wants ASN.1 DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let value = bytes.slice(i);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  private keys: CryptoKeyPair | null = null;
  private counter = 0;
  private userHandle = "";

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private async keyPair(): Promise<CryptoKeyPair> {
    this.keys ??= (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return this.keys;
  }

  private async coseKey(): Promise<Uint8Array> {
    const jwk = await crypto.subtle.exportKey("jwk", (await this.keyPair()).publicKey);
    return cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, decodeBase64urlIgnorePadding(jwk.x!)],
        [-3, decodeBase64urlIgnorePadding(jwk.y!)],
      ]),
    );
  }

  private clientData(type: string, options: Options, tamper: Tamper): Uint8Array {
    return utf8(
      JSON.stringify({
        type,
        challenge: tamper.challenge ?? options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private async authData(flags: number, tamper: Tamper, attested?: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
    this.counter = tamper.counter ?? this.counter + 1;
    const rpIdHash = await sha256(utf8(tamper.rpId ?? this.rpId));
    const flagByte = flags | FLAG_UP | (tamper.noUserVerification ? 0 : FLAG_UV);
    return concat(rpIdHash, new Uint8Array([flagByte]), uint32(this.counter), attested ?? new Uint8Array());
  }

  /** The answer to registration options (`navigator.credentials.create`). */
  async register(options: Options, tamper: Tamper = {}) {
    this.userHandle = options.user?.id ?? "";
    const cose = await this.coseKey();
    const attested = concat(
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      cose,
    );
    const authData = await this.authData(FLAG_AT, tamper, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options, tamper)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to authentication options (`navigator.credentials.get`). */
  async authenticate(options: Options, tamper: Tamper = {}) {
    const clientData = this.clientData("webauthn.get", options, tamper);
    const authData = await this.authData(0, tamper);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, (await this.keyPair()).privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(derSignature(raw)),
        userHandle: this.userHandle || undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
