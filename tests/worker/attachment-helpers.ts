import { env, SELF } from "cloudflare:test";
import { ORIGIN, sameOriginInit } from "./helpers";

/** The bytes each accepted type starts with, and a few that are none of them. */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
export const GIF = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
export const HTML = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

/**
 * A ZIP archive of empty, stored files with these names: local headers, the central directory
 * and its end record, as every archiver writes them (checksums aside, which nobody here reads).
 */
export function zipOf(names: readonly string[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  const directory: number[] = [];
  const u16 = (out: number[], n: number) => out.push(n & 0xff, (n >> 8) & 0xff);
  const u32 = (out: number[], n: number) => out.push(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
  for (const name of names) {
    const bytes = [...encoder.encode(name)];
    const offset = parts.length;
    u32(parts, 0x04034b50);
    for (const n of [20, 0, 0, 0, 0]) u16(parts, n);
    for (const n of [0, 0, 0]) u32(parts, n);
    u16(parts, bytes.length);
    u16(parts, 0);
    parts.push(...bytes);
    u32(directory, 0x02014b50);
    for (const n of [20, 20, 0, 0, 0, 0]) u16(directory, n);
    for (const n of [0, 0, 0]) u32(directory, n);
    for (const n of [bytes.length, 0, 0, 0, 0]) u16(directory, n);
    u32(directory, 0);
    u32(directory, offset);
    directory.push(...bytes);
  }
  const end: number[] = [];
  u32(end, 0x06054b50);
  for (const n of [0, 0, names.length, names.length]) u16(end, n);
  u32(end, directory.length);
  u32(end, parts.length);
  u16(end, 0);
  return new Uint8Array([...parts, ...directory, ...end]);
}

export const DOCX = zipOf(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
export const XLSX = zipOf(["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]);
export const PPTX = zipOf(["[Content_Types].xml", "ppt/presentation.xml"]);
export const ZIP = zipOf(["brief/notes.txt", "brief/plan.txt"]);

export type Upload = { name: string; bytes: Uint8Array; type?: string };

/** A multipart form post from the site's own pages, with files in the attachments field. */
export function postMultipart(
  path: string,
  fields: Record<string, string>,
  files: readonly Upload[],
  init: RequestInit & { ip?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      "attachments",
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "application/octet-stream" }),
    );
  const headers = new Headers(init.headers);
  headers.set(
    "CF-Connecting-IP",
    init.ip ?? `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  return SELF.fetch(
    new URL(path, ORIGIN),
    sameOriginInit({ redirect: "manual", ...init, method: "POST", headers, body: form }),
  );
}

/** The attachment rows, oldest first. */
export async function attachmentRows() {
  const { results } = await env.DB.prepare(
    "select id, conversation_id, entry_id, name, kind, bytes, key, not_kept from attachments order by created_at, position",
  ).all<{
    id: string;
    conversation_id: string;
    entry_id: string | null;
    name: string;
    kind: string | null;
    bytes: number;
    key: string | null;
    not_kept: string | null;
  }>();
  return results;
}

/** Every object key in the ATTACHMENTS bucket. */
export async function objectKeys(): Promise<string[]> {
  return (await env.ATTACHMENTS.list()).objects.map((object) => object.key).sort();
}
