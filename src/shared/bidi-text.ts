// A right-to-left override in another user's text reverses the rest of a sentence, and in a file name disguises
// the extension ('invoice<RLO>fdp.exe' shows as 'invoiceexe.pdf').

/** Embeddings, overrides, isolates and the invisible direction marks (LRM, RLM, ALM). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function hasBidiControls(text: string): boolean {
  return text.search(BIDI_CONTROLS) !== -1;
}

/** Its own isolate controls are dropped first: a stray PDI would otherwise close the wrapper early. */
export function isolateBidi(text: string): string {
  if (!hasBidiControls(text)) return text;
  return FIRST_STRONG_ISOLATE + text.replace(ISOLATE_CONTROLS, '') + POP_DIRECTIONAL_ISOLATE;
}

/** For file names, where no control has a legitimate use. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
