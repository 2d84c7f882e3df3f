import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * wink-nlp with its packaged English model (no download): sentence boundaries that survive
 * "Dr.", "St.", "approx." and decimals. Loaded once, on first use (~70 ms).
 */
let instance: ReturnType<typeof winkNLP> | null = null;
const nlp = () => (instance ??= winkNLP(model));

/** The sentences of dictated text: abbreviation-aware, also split at line breaks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    for (const sentence of nlp().readDoc(trimmed).sentences().out()) if (sentence.trim()) out.push(sentence.trim());
  }
  return out;
}
