/**
 * The short chime of a new alert, synthesised with Web Audio so no sound file ships.
 * At most one chime a second: a burst of alerts is one sound, not a siren.
 */
const MIN_GAP_MS = 1000;
let context: AudioContext | null = null;
let lastAt = 0;

export function playAlertSound(now = Date.now()): boolean {
  if (now - lastAt < MIN_GAP_MS || typeof AudioContext === 'undefined') return false;
  lastAt = now;
  try {
    context ??= new AudioContext();
    // Browsers start a context suspended until the page has had a user gesture.
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 660],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
    return true;
  } catch (error) {
    // No audio device (a server room, a locked-down desktop): the notice still shows.
    console.warn('Alert sound unavailable', error);
    return false;
  }
}
