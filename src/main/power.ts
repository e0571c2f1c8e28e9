/** The part of Electron's powerSaveBlocker this module uses. */
export interface PowerSaveBlockerPort {
  start(type: 'prevent-display-sleep'): number;
  stop(id: number): void;
}

/** A kiosk screen that blanks looks broken: the display stays on while in kiosk mode. */
export function createDisplayAwake(blocker: PowerSaveBlockerPort) {
  let id: number | null = null;
  return {
    on(): void {
      id ??= blocker.start('prevent-display-sleep');
    },
    off(): void {
      if (id === null) return;
      blocker.stop(id);
      id = null;
    },
    get isOn(): boolean {
      return id !== null;
    },
  };
}
