import { describe, expect, it } from 'vitest';
import { DEFAULT_KIOSK_IDLE_MINUTES, DesktopConfigError, parseDesktopConfig } from '../../../src/main/config';

// What Electron puts in front of user flags: the binary and the app path.
const base = ['/opt/tabi/tabi', '.'];

const DEFAULTS = {
  apiHost: undefined,
  kiosk: false,
  kioskIdleMinutes: DEFAULT_KIOSK_IDLE_MINUTES,
  language: undefined,
  staffPinHash: undefined,
  staffCorner: 'top-right',
  dailyRestartHour: 4,
};

describe('parseDesktopConfig', () => {
  it('defaults to the bundled server, no kiosk, 5 idle minutes', () => {
    expect(parseDesktopConfig(base, {})).toEqual(DEFAULTS);
    expect(DEFAULT_KIOSK_IDLE_MINUTES).toBe(5);
  });

  it('reads --api-host and strips the trailing slash', () => {
    expect(parseDesktopConfig([...base, '--api-host=https://api.tabi.example/'], {}).apiHost).toBe(
      'https://api.tabi.example',
    );
    expect(parseDesktopConfig([...base, '--api-host=http://localhost:8080/v1/'], {}).apiHost).toBe(
      'http://localhost:8080/v1',
    );
  });

  it('reads TABI_API_HOST, and the flag wins over it', () => {
    expect(parseDesktopConfig(base, { TABI_API_HOST: ' https://env.example ' }).apiHost).toBe('https://env.example');
    expect(
      parseDesktopConfig([...base, '--api-host=https://flag.example'], { TABI_API_HOST: 'https://env.example' })
        .apiHost,
    ).toBe('https://flag.example');
  });

  it('treats an empty TABI_API_HOST as unset', () => {
    expect(parseDesktopConfig(base, { TABI_API_HOST: '' }).apiHost).toBeUndefined();
    expect(parseDesktopConfig(base, { TABI_API_HOST: '   ' }).apiHost).toBeUndefined();
  });

  it('reads --kiosk as a bare flag or with a boolean value', () => {
    expect(parseDesktopConfig([...base, '--kiosk'], {}).kiosk).toBe(true);
    expect(parseDesktopConfig([...base, '--kiosk=false'], {}).kiosk).toBe(false);
    expect(parseDesktopConfig([...base, '--kiosk=1'], {}).kiosk).toBe(true);
  });

  it('reads --kiosk-idle-minutes, including fractions', () => {
    expect(parseDesktopConfig([...base, '--kiosk', '--kiosk-idle-minutes=10'], {}).kioskIdleMinutes).toBe(10);
    expect(parseDesktopConfig([...base, '--kiosk-idle-minutes=0.5'], {}).kioskIdleMinutes).toBe(0.5);
  });

  it('ignores Chromium switches, positional args and anything after --', () => {
    const config = parseDesktopConfig(
      [...base, '--no-sandbox', '--inspect=9229', 'some/file', '--', '--kiosk', '--api-host=ftp://x'],
      {},
    );
    expect(config).toEqual(DEFAULTS);
  });

  it('lets the last occurrence of a flag win', () => {
    expect(parseDesktopConfig([...base, '--kiosk-idle-minutes=3', '--kiosk-idle-minutes=7'], {}).kioskIdleMinutes).toBe(
      7,
    );
  });

  describe('bad values', () => {
    const bad: Array<[string, string[], Record<string, string>, RegExp]> = [
      ['non-URL api host', ['--api-host=not a url'], {}, /--api-host: must be an absolute http/],
      ['non-http api host', ['--api-host=ftp://files.example'], {}, /--api-host: must be an absolute http/],
      ['javascript: api host', ['--api-host=javascript:alert(1)'], {}, /--api-host/],
      ['bare --api-host', ['--api-host'], {}, /--api-host/],
      ['api host with credentials', ['--api-host=https://u:p@api.example'], {}, /credentials/],
      ['api host with query', ['--api-host=https://api.example/?x=1'], {}, /query/],
      ['bad env api host', [], { TABI_API_HOST: 'api.example' }, /TABI_API_HOST: must be/],
      ['non-numeric idle minutes', ['--kiosk-idle-minutes=soon'], {}, /--kiosk-idle-minutes: must be a number/],
      ['zero idle minutes', ['--kiosk-idle-minutes=0'], {}, /--kiosk-idle-minutes: must be greater than 0/],
      ['negative idle minutes', ['--kiosk-idle-minutes=-3'], {}, /--kiosk-idle-minutes/],
      ['empty idle minutes', ['--kiosk-idle-minutes='], {}, /--kiosk-idle-minutes/],
      ['huge idle minutes', ['--kiosk-idle-minutes=50000'], {}, /at most 1440/],
      ['non-boolean kiosk', ['--kiosk=maybe'], {}, /--kiosk: must be true or false/],
    ];
    it.each(bad)('rejects %s', (_name, args, env, message) => {
      expect(() => parseDesktopConfig([...base, ...args], env)).toThrow(DesktopConfigError);
      expect(() => parseDesktopConfig([...base, ...args], env)).toThrow(message);
    });

    it('reports every problem at once', () => {
      try {
        parseDesktopConfig([...base, '--api-host=nope', '--kiosk-idle-minutes=x'], {});
        expect.unreachable();
      } catch (error) {
        expect((error as Error).message).toMatch(/--api-host/);
        expect((error as Error).message).toMatch(/--kiosk-idle-minutes/);
      }
    });
  });
});

describe('kiosk.json', () => {
  const PIN_HASH = `scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$${'a'.repeat(43)}`;
  const site = (settings: Record<string, unknown>) => JSON.stringify(settings);

  it('supplies the site settings when no flag names them', () => {
    const config = parseDesktopConfig(
      base,
      {},
      site({
        idleMinutes: 3,
        language: 'ja',
        staffPinHash: PIN_HASH,
        staffCorner: 'bottom-left',
        dailyRestartHour: 5,
        apiHost: 'https://site.example/',
      }),
    );
    expect(config).toEqual({
      ...DEFAULTS,
      kioskIdleMinutes: 3,
      language: 'ja',
      staffPinHash: PIN_HASH,
      staffCorner: 'bottom-left',
      dailyRestartHour: 5,
      apiHost: 'https://site.example',
    });
  });

  it('loses to the flags, and to TABI_API_HOST', () => {
    const text = site({ idleMinutes: 3, language: 'ja', dailyRestartHour: 5, apiHost: 'https://site.example' });
    const config = parseDesktopConfig(
      [...base, '--kiosk-idle-minutes=8', '--language=ko', '--daily-restart-hour=2'],
      { TABI_API_HOST: 'https://env.example' },
      text,
    );
    expect(config).toMatchObject({
      kioskIdleMinutes: 8,
      language: 'ko',
      dailyRestartHour: 2,
      apiHost: 'https://env.example',
    });
    expect(parseDesktopConfig([...base, '--api-host=https://flag.example'], {}, text).apiHost).toBe(
      'https://flag.example',
    );
  });

  it.each([
    ['{ idle', /^ {2}kiosk\.json: not valid JSON/m],
    [site({ idleMinutes: 0 }), /^ {2}kiosk\.json: idleMinutes: must be greater than 0$/m],
    [site({ language: 'en' }), /^ {2}kiosk\.json: language: must be "ko" or "ja"$/m],
    [site({ dailyRestartHour: 24 }), /^ {2}kiosk\.json: dailyRestartHour: must be an hour from 0 to 23$/m],
    [site({ staffPinHash: '2468' }), /^ {2}kiosk\.json: staffPinHash: must be a hash printed by npm run kiosk:pin$/m],
    [site({ idleMinute: 5 }), /^ {2}kiosk\.json: unknown setting idleMinute$/m],
    [site({ apiHost: 'ftp://x' }), /^ {2}kiosk\.json: apiHost: must be an absolute http/m],
    ['[]', /^ {2}kiosk\.json: \(file\): /m],
  ])('refuses %s with one line naming the file and the setting', (text, message) => {
    expect(() => parseDesktopConfig(base, {}, text)).toThrow(DesktopConfigError);
    expect(() => parseDesktopConfig(base, {}, text)).toThrow(message);
  });

  it('names the flag when a flag overriding the file is wrong', () => {
    expect(() => parseDesktopConfig([...base, '--daily-restart-hour=25'], {}, site({ dailyRestartHour: 4 }))).toThrow(
      /--daily-restart-hour: must be an hour from 0 to 23/,
    );
  });
});
