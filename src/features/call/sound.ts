/**
 * The call board's sound (docs/play.md "The call board"): a chime made with the Web Audio API (two
 * generated tones, no audio file to fetch) and, where the browser has a Japanese voice, the call
 * read aloud with the Web Speech API. Browsers let a page make sound only after a person has tapped
 * or pressed a key on it (their autoplay rule), so the board asks for one tap and `unlock` runs in
 * that gesture. Announcements wait for each other: several new calls are read one after another.
 */

/** The browser parts the announcer uses: `window` on a page, fakes in tests. */
export interface SoundHost {
  AudioContext?: typeof AudioContext;
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

export interface Announcer {
  /** Queues each text: the chime, then the text read aloud when there is a Japanese voice. */
  announce(texts: readonly string[]): void;
  /** In a user gesture: lets the page make sound. Resolves whether it may now. */
  unlock(): Promise<boolean>;
  /** Whether sound may play now (a gesture came, or the browser allows it without one). */
  readonly unlocked: boolean;
  /** Whether the chime can be made at all (Web Audio is there). */
  readonly canChime: boolean;
  /** Whether the browser has a Japanese voice: without one only the chime is played. */
  readonly hasVoice: boolean;
  /** Drops what is queued and stops the voice (sound switched off, page left). */
  cancel(): void;
  /** Called when `unlocked` or `hasVoice` changes. */
  onChange(listener: () => void): () => void;
}

/** A high then a lower tone, like a station's chime: [Hz, start s]. */
const CHIME: readonly (readonly [number, number])[] = [
  [880, 0],
  [659.25, 0.4],
];
const TONE_S = 0.7;
/** In case a browser never says a tone or an utterance ended (a context suspended meanwhile). */
const CHIME_FALLBACK_MS = 2500;
const SPEECH_FALLBACK_MS = 15_000;

const isJapanese = (voice: SpeechSynthesisVoice) => /^ja(\b|[-_])/i.test(voice.lang);

export function createAnnouncer(host: SoundHost): Announcer {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const speech = host.speechSynthesis;
  let context: AudioContext | null = null;
  try {
    context = host.AudioContext ? new host.AudioContext() : null;
  } catch {
    context = null;
  }
  context?.addEventListener?.('statechange', () => changed());
  let voice: SpeechSynthesisVoice | null = null;
  const findVoice = () => {
    const found = speech?.getVoices().find(isJapanese) ?? null;
    if (found !== voice) {
      voice = found;
      changed();
    }
  };
  findVoice();
  // Chrome lists its voices a moment after the page asks.
  speech?.addEventListener?.('voiceschanged', findVoice);
  let gestured = false;
  let queue: Promise<void> = Promise.resolve();
  let generation = 0;

  const chime = (): Promise<void> =>
    new Promise((resolve) => {
      if (!context || context.state !== 'running') return resolve();
      const start = context.currentTime;
      const timer = setTimeout(resolve, CHIME_FALLBACK_MS);
      CHIME.forEach(([hz, at], i) => {
        const ctx = context as AudioContext;
        const tone = ctx.createOscillator();
        const gain = ctx.createGain();
        tone.type = 'sine';
        tone.frequency.value = hz;
        gain.gain.setValueAtTime(0.0001, start + at);
        gain.gain.exponentialRampToValueAtTime(0.35, start + at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + at + TONE_S);
        tone.connect(gain).connect(ctx.destination);
        if (i === CHIME.length - 1) {
          tone.onended = () => {
            clearTimeout(timer);
            resolve();
          };
        }
        tone.start(start + at);
        tone.stop(start + at + TONE_S);
      });
    });

  const say = (text: string): Promise<void> =>
    new Promise((resolve) => {
      if (!speech || !voice || !host.SpeechSynthesisUtterance) return resolve();
      const utterance = new host.SpeechSynthesisUtterance(text);
      utterance.lang = 'ja-JP';
      utterance.voice = voice;
      // A little slower than speech: a hall echoes.
      utterance.rate = 0.9;
      const timer = setTimeout(resolve, SPEECH_FALLBACK_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      utterance.onend = done;
      utterance.onerror = done;
      speech.speak(utterance);
    });

  return {
    announce(texts) {
      const mine = generation;
      for (const text of texts) {
        queue = queue.then(async () => {
          if (mine !== generation) return;
          await chime();
          if (mine !== generation) return;
          await say(text);
        });
      }
    },
    async unlock() {
      gestured = true;
      try {
        await context?.resume();
      } catch {
        // Still suspended: the next gesture tries again.
      }
      changed();
      return this.unlocked;
    },
    get unlocked() {
      // A context running before any gesture: the browser allows sound here (a kiosk's autoplay flag).
      return context ? context.state === 'running' : gestured;
    },
    get canChime() {
      return context !== null;
    },
    get hasVoice() {
      return voice !== null;
    },
    cancel() {
      generation += 1;
      queue = Promise.resolve();
      speech?.cancel();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
