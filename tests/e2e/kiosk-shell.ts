/**
 * A kiosk's desktop bridge played in the page (kiosk-staff and trip specs): the PIN check is
 * main's (tests/unit/main), here the bridge knows one PIN and records the exit and the resets.
 */
export function staffKioskShell() {
  const w = window as unknown as { tabi: TabiBridge; e2eStaff: { exits: number; resets: number } };
  w.e2eStaff = { exits: 0, resets: 0 };
  w.tabi = {
    isDesktop: true,
    isKiosk: true,
    getApiBaseUrl: async () => location.origin,
    getAppVersion: async () => '0.1.0',
    onKioskIdle: () => undefined,
    resetKiosk: async () => {
      w.e2eStaff.resets += 1;
    },
    staffCorner: 'top-right',
    staffUnlock: async (pin) =>
      pin === '2468'
        ? { result: 'unlocked', version: '0.1.0', logTail: ['2026-11-27T04:00:00.000Z server restarted'] }
        : { result: 'wrong' },
    staffExit: async () => {
      w.e2eStaff.exits += 1;
    },
  };
}
