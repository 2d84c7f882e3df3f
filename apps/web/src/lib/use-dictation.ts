import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (Chrome and Safari prefix it with webkit). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** "not-allowed" and friends as a sentence for the clinician. */
export function dictationErrorText(code: string): string {
  if (code === 'not-allowed' || code === 'service-not-allowed') return 'Dictation needs permission to use the microphone.';
  if (code === 'no-speech') return 'No speech was heard. Try again closer to the microphone.';
  if (code === 'network') return 'Dictation needs the browser’s speech service, which could not be reached.';
  return 'Dictation stopped because of an error.';
}

/**
 * Dictation with the browser's own speech recognition, where it has one. Each finished phrase
 * is handed to `onText`; nothing is sent to Tend's server until the note is saved.
 */
export function useDictation(onText: (text: string) => void) {
  const supported = typeof window !== 'undefined' && recognitionClass() !== null;
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition || recognition.current) return;
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = false;
    r.lang = navigator.language || 'en-US';
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i]!;
        if (result.isFinal) latest.current(result[0].transcript.trim());
      }
    };
    r.onerror = (event) => setError(dictationErrorText(event.error));
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    setError(null);
    try {
      r.start();
      setListening(true);
    } catch {
      // Some browsers throw instead of reporting an error event (no permission, already running).
      recognition.current = null;
      setError(dictationErrorText('start-failed'));
    }
  }, []);

  // Leaving the page ends dictation without delivering anything more.
  useEffect(
    () => () => {
      const r = recognition.current;
      if (!r) return;
      r.onresult = r.onerror = r.onend = null;
      r.abort();
    },
    [],
  );

  return { supported, listening, error, start, stop };
}

/** Dictated phrases join the note as sentences, on the same line as the text before them. */
export function appendDictated(content: string, phrase: string): string {
  if (!phrase) return content;
  const sentence = phrase.charAt(0).toUpperCase() + phrase.slice(1) + (/[.!?]$/.test(phrase) ? '' : '.');
  if (!content.trim()) return sentence;
  return /\s$/.test(content) ? content + sentence : `${content} ${sentence}`;
}
