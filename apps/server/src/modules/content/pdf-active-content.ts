import { inflateSync } from 'node:zlib';

// A document the company publishes must be inert: PDF actions that run script (/JavaScript, /JS), start programs
// (/Launch), carry other files (/EmbeddedFile(s)), play active media (/RichMedia) or send data (/SubmitForm,
// /ImportData) are refused. Names may be written with #xx escapes, and dictionaries may sit in compressed object
// streams (/ObjStm), which are read inflated. Other streams (page content, images, fonts) are not read as
// dictionaries: their bytes would match a name by chance.
const ACTIVE_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'SubmitForm', 'ImportData'];
const NAME = /\/((?:[^\s/<>[\]()%{}#]|#[0-9A-Fa-f]{2})+)/g;
const STREAM = /stream\r?\n/g;
const ENDSTREAM = 'endstream';
// How far before `stream` its dictionary is looked for.
const DICTIONARY_WINDOW = 1024;
// An inflated stream larger than this is not read further (a compression bomb would otherwise fill memory).
const MAX_INFLATED = 50 * 1024 * 1024;

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_NAMES.includes(name)) return name;
  }
  return null;
}

function inflatedObjects(bytes: Buffer, start: number, end: number): string {
  try {
    return inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED }).toString('latin1');
  } catch {
    // Not Flate, or cut short: a reader could not use it either.
    return '';
  }
}

// The first active name found in the file's dictionaries, or null for an inert document.
export function pdfActiveContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  let outside = 0;
  for (const match of text.matchAll(STREAM)) {
    if (match.index < outside) continue;
    const before = text.slice(outside, match.index);
    const found = activeNameIn(before);
    if (found) return found;
    const start = match.index + match[0].length;
    const end = text.indexOf(ENDSTREAM, start);
    if (end < 0) return null;
    if (before.slice(-DICTIONARY_WINDOW).includes('/ObjStm')) {
      const inner = activeNameIn(inflatedObjects(bytes, start, end));
      if (inner) return inner;
    }
    outside = end + ENDSTREAM.length;
  }
  return activeNameIn(text.slice(outside));
}
