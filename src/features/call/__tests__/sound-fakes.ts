import { vi } from 'vitest';

/**
 * The browser's sound at its boundary, for the call board's tests: an AudioContext that logs each
 * tone it starts, and a speechSynthesis that logs what it is asked to say and speaks until the test
 * ends the utterance (`finishSpeaking`). Everything lands in one `log`, in the order it happened.
 */
export const sound = {
  log: [] as string[],
  voices: [] as { lang: string; name: string }[],
  speaking: null as FakeUtterance | null,
  /** What the AudioContext says before any gesture: 'suspended' as browsers do. */
  initialState: 'suspended' as AudioContextState,
};

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

class FakeAudioContext {
  state: AudioContextState = sound.initialState;
  currentTime = 0;
  destination = {};
  private listeners: (() => void)[] = [];
  addEventListener(_type: string, listener: () => void) {
    this.listeners.push(listener);
  }
  resume() {
    this.state = 'running';
    this.listeners.forEach((listener) => listener());
    return Promise.resolve();
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
  createOscillator() {
    const tone = {
      type: '',
      frequency: { value: 0 },
      onended: null as (() => void) | null,
      connect: (node: unknown) => node,
      start: () => sound.log.push(`chime ${tone.frequency.value}`),
      // A tone ends a moment after it is stopped.
      stop: () => setTimeout(() => tone.onended?.(), 0),
    };
    return tone;
  }
}

const speechSynthesis = {
  getVoices: () => sound.voices,
  addEventListener: () => undefined,
  speak: (utterance: FakeUtterance) => {
    sound.log.push(`say ${utterance.text}`);
    sound.speaking = utterance;
  },
  // As browsers do: the utterance being spoken ends with an error ('canceled').
  cancel: vi.fn(() => {
    const utterance = sound.speaking;
    sound.speaking = null;
    utterance?.onerror?.();
  }),
};

/** Ends the utterance being spoken, as the browser does when it has said it. */
export function finishSpeaking() {
  const utterance = sound.speaking;
  if (!utterance) throw new Error('nothing is being spoken');
  sound.speaking = null;
  utterance.onend?.();
}

export function installSound({ voice = true, initialState = 'suspended' as AudioContextState } = {}) {
  sound.log = [];
  sound.speaking = null;
  sound.initialState = initialState;
  sound.voices = voice
    ? [
        { lang: 'en-US', name: 'Samantha' },
        { lang: 'ja-JP', name: 'Kyoko' },
      ]
    : [{ lang: 'en-US', name: 'Samantha' }];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('speechSynthesis', speechSynthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
}
