// Other users' text may carry Unicode bidirectional controls. A right-to-left override (U+202E) in a nickname
// placed inside a sentence reverses the rest of that sentence, and in a file name it disguises the extension
// ('invoice<RLO>fdp.exe' shows as 'invoiceexe.pdf'). Issue 7 (Security): untrusted text is rendered inert,
// which includes its direction.

/** Embeddings, overrides, isolates and the invisible direction marks (LRM, RLM, ALM). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** True when the text carries any bidirectional control. */
export function hasBidiControls(text: string): boolean {
  return text.search(BIDI_CONTROLS) !== -1;
}

/**
 * Text to place inside a sentence: when it carries bidi controls it is wrapped in an isolate (FSI ... PDI),
 * which ends every embedding or override opened inside it, so the sentence around it keeps its direction. Its
 * own isolate controls are dropped first: a stray PDI would otherwise close the wrapper early.
 */
export function isolateBidi(text: string): string {
  if (!hasBidiControls(text)) return text;
  return FIRST_STRONG_ISOLATE + text.replace(ISOLATE_CONTROLS, '') + POP_DIRECTIONAL_ISOLATE;
}

/** Text with every bidi control removed: for file names, where no control has a legitimate use. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
