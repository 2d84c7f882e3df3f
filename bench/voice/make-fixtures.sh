#!/usr/bin/env bash
# Regenerates the voice fixtures from sentences.txt with the synthesizers Debian ships:
#   bench/voice/fixtures/*.wav + manifest.json   the word-error-rate set (npm run bench:voice-wer)
#   e2e/fixtures/voice/session-account.wav       the browser tests' fake microphone
# Every file is 16 kHz mono signed 16-bit WAV, what the voice stream carries.
# Needs espeak-ng, flite and sox (apt-get install espeak-ng flite sox).
set -euo pipefail
cd "$(dirname "$0")"

for tool in espeak-ng flite sox; do
  command -v "$tool" >/dev/null || { echo "make-fixtures: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# speak VOICE TEXT OUT: one utterance, the synthesizer's own leading/trailing silence trimmed, then a
# fixed 0.2 s / 0.3 s margin so every voice starts and stops alike.
speak() {
  local voice=$1 text=$2 out=$3
  case "$voice" in
    espeak-*) espeak-ng -v "${voice#espeak-}" -w "$work/raw.wav" "$text" ;;
    flite-*) flite -voice "${voice#flite-}" -t "$text" -o "$work/raw.wav" ;;
  esac
  sox "$work/raw.wav" -r 16000 -c 1 -b 16 -e signed-integer "$out" \
    silence 1 0.02 0.3% reverse silence 1 0.02 0.3% reverse pad 0.2 0.3
}

# The word-error-rate set: each sentence once, the four voices taking turns, so the set stays
# small (< 3 MB) and every voice speaks a quarter of it. kal16 rather than kal: kal is an 8 kHz
# voice, telephone audio that no browser microphone sends.
voices=(espeak-en-us espeak-en-us+f3 flite-kal16 flite-slt)
rm -f fixtures/*.wav
mkdir -p fixtures
entries=()
n=0
while IFS= read -r sentence; do
  [ -n "$sentence" ] || continue
  case "$sentence" in *'"'* | *'\'*) echo "make-fixtures: no quotes or backslashes in sentences.txt" >&2; exit 1 ;; esac
  voice=${voices[$((n % ${#voices[@]}))]}
  n=$((n + 1))
  file=$(printf '%02d-%s.wav' "$n" "$voice")
  speak "$voice" "$sentence" "fixtures/$file"
  entries+=("    { \"file\": \"$file\", \"voice\": \"$voice\", \"text\": \"$sentence\" }")
done <sentences.txt
{
  echo '{'
  echo '  "format": "16 kHz mono signed 16-bit WAV",'
  echo '  "files": ['
  last=$((${#entries[@]} - 1))
  for i in "${!entries[@]}"; do
    if [ "$i" -lt "$last" ]; then echo "${entries[$i]},"; else echo "${entries[$i]}"; fi
  done
  echo '  ]'
  echo '}'
} >fixtures/manifest.json

# The fake microphone (Chromium loops the file): 0.5 s silence, a session account, 1.5 s silence,
# the request, then 3 s of silence so the recognizer sees two utterances before the loop repeats.
# The voices are the ones pocketsphinx hears best in tests (flite rms for the account, kal16 for
# the request, which it hears as "please write the soap note"); "Please" helps it catch "write".
e2e=../../e2e/fixtures/voice
mkdir -p "$e2e"
speak flite-rms "Client reported sleeping four hours a night. We practised the breathing exercise together." "$work/account.wav"
speak flite-kal16 "Please write a SOAP note." "$work/request.wav"
sox -n -r 16000 -c 1 -b 16 -e signed-integer "$work/silence-0.5.wav" trim 0 0.5
sox -n -r 16000 -c 1 -b 16 -e signed-integer "$work/silence-1.5.wav" trim 0 1.5
sox -n -r 16000 -c 1 -b 16 -e signed-integer "$work/silence-3.wav" trim 0 3
sox "$work/silence-0.5.wav" "$work/account.wav" "$work/silence-1.5.wav" "$work/request.wav" "$work/silence-3.wav" "$e2e/session-account.wav"

echo "make-fixtures: $n sentences in bench/voice/fixtures ($(du -sh fixtures | cut -f1)), e2e/fixtures/voice/session-account.wav"
